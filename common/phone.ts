// Algerian phone numbers (docs/product.md, "Phones"): what staff may type, the one form stored,
// and the form shown. Stored as E.164 (`+213` and the 9 digits after the national 0), so links
// (`tel:`, WhatsApp) need no guessing; shown in the national form Algerians write
// (`0555 12 34 56`, `021 23 45 67`). Values stored before this rule may be anything: reading
// never fails on them, they are shown as they are.

/** Mobile: 5, 6 or 7 then 8 digits. Fixed line: a 2-digit area code (2x, 3x, 4x) then 6 digits. */
const NATIONAL_MOBILE = /^[567]\d{8}$/;
const NATIONAL_FIXED = /^[234]\d{7}$/;

/** Separators people type between the groups of digits. */
const SEPARATORS = /[\s.()/-]/g;

/** The number after the country code, without the national 0 (9 digits mobile, 8 fixed), or null. */
function nationalSignificant(input: string): string | null {
  const compact = input.replace(SEPARATORS, '');
  let rest: string;
  if (compact.startsWith('+213')) rest = compact.slice(4);
  else if (compact.startsWith('00213')) rest = compact.slice(5);
  else if (compact.startsWith('0')) rest = compact.slice(1);
  else return null;
  // "+213 (0)555…": the national 0 written after the country code.
  if (compact.length !== rest.length + 1 && rest.startsWith('0')) rest = rest.slice(1);
  return NATIONAL_MOBILE.test(rest) || NATIONAL_FIXED.test(rest) ? rest : null;
}

/** The stored form (`+213555123456`) of a typed Algerian number, or null when it is not one. */
export function normalizeAlgerianPhone(input: string): string | null {
  const significant = nationalSignificant(input.trim());
  return significant ? `+213${significant}` : null;
}

export const isAlgerianPhone = (input: string): boolean => normalizeAlgerianPhone(input) !== null;

/**
 * The national form for display: `0555 12 34 56` (mobile), `021 23 45 67` (fixed line). A value
 * that is not an Algerian number (stored before the rule) is shown unchanged.
 */
export function formatAlgerianPhone(stored: string): string {
  const significant = nationalSignificant(stored.trim());
  if (!significant) return stored;
  const national = `0${significant}`;
  return significant.length === 9
    ? `${national.slice(0, 4)} ${national.slice(4, 6)} ${national.slice(6, 8)} ${national.slice(8)}`
    : `${national.slice(0, 3)} ${national.slice(3, 5)} ${national.slice(5, 7)} ${national.slice(7)}`;
}

/**
 * Whether a save leaves a stored number as it is: the same number written another way
 * (`0661 12 34 56` for a stored `+213661123456`, or a value stored before the rule) is not a
 * change, so an untouched field is neither rewritten nor audited.
 */
export function samePhone(stored: string | null | undefined, next: string | null): boolean {
  if (!stored || !next) return !stored && !next;
  if (stored === next) return true;
  const number = normalizeAlgerianPhone(stored);
  return number !== null && number === normalizeAlgerianPhone(next);
}

/** What the API says of a number it refuses (the field is named beside it). */
export const ALGERIAN_PHONE_RULE =
  'must be an Algerian number: 05, 06 or 07 and 8 digits, or 0, a 2-digit area code and 6 digits (+213 and 00213 accepted)';
