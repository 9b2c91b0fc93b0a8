// What a filter's number box accepts: digits with one decimal separator (a dot or, as French and
// Arabic readers type it, a comma; Arabic-Indic digits become Western ones), never negative
// ("-5" becomes 0), empty meaning "not set".
import { clampNonNegative } from '../../common/search-query.ts';

/** The number a typed text stands for: undefined when empty, 0 or more otherwise. */
export function parseDecimal(text: string): number | undefined {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '' || trimmed === '.') return undefined;
  return clampNonNegative(trimmed);
}

/** What may stay in the box: digits and one separator; a minus sign clamps to 0. */
export function sanitizeDecimal(text: string): string {
  if (text.trim().startsWith('-')) return '0';
  let seen = false;
  let result = '';
  for (const char of text.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660))) {
    if (/\d/.test(char)) result += char;
    else if ((char === '.' || char === ',') && !seen) {
      seen = true;
      result += char;
    }
  }
  return result;
}
