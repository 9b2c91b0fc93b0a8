// PostgreSQL's COPY text format (one line a row, tab-separated, \N for NULL), for the values the
// catalogue generator produces: text, numbers, booleans, dates and one-dimensional arrays.
// Bulk loading through COPY skips parsing one INSERT statement (and its parameters) per batch.

type CopyValue = string | number | boolean | Date | null | undefined | readonly unknown[];

/** Backslash, tab, newline and carriage return are the characters COPY text gives a meaning. */
const escapeText = (text: string) => text.replace(/[\\\t\n\r]/g, (c) => ESCAPES[c]!);
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** An array literal ({1,2} or {"a","b"}): strings are quoted so commas and braces stay data. */
function arrayLiteral(items: readonly unknown[]): string {
  const parts = items.map((item) => {
    if (item === null || item === undefined) return 'NULL';
    if (typeof item === 'number') return String(item);
    return `"${String(item).replace(/["\\]/g, (c) => `\\${c}`)}"`;
  });
  return `{${parts.join(',')}}`;
}

export function copyField(value: CopyValue): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'number') return String(value);
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return escapeText(arrayLiteral(value));
  return escapeText(String(value));
}

/** One row as a COPY text line (with its newline), fields in the order of `keys`. */
export function copyLine(row: Record<string, unknown>, keys: readonly string[]): string {
  return keys.map((key) => copyField(row[key] as CopyValue)).join('\t') + '\n';
}
