// Spreadsheet formulas in the CSV export (decision 0060). Excel, LibreOffice and Google Sheets run
// a cell of a CSV that starts with `=`, `+`, `-` or `@` (and one starting with a tab or a carriage
// return, which they skip) as a formula: a listing titled `=HYPERLINK(…)` would run on the
// computer of whoever opens the export. As OWASP advises, such a cell is written with a leading
// apostrophe, which makes it text. The import takes that apostrophe off again, so that a CSV
// exported and imported back gives every text exactly as it was: the rule is one-to-one because
// a text that already starts with apostrophes before a formula character gets one more.
// XLSX cells are typed as text and never need it.

/** A text a spreadsheet would read as a formula, after any apostrophes it already starts with. */
const FORMULA_START = /^'*[=+\-@\t\r]/;
/** A text the export neutralised: one apostrophe or more, then a formula character. */
const NEUTRALISED = /^'+[=+\-@\t\r]/;

/** The cell as the CSV export writes it. */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** The text a CSV cell written by `neutraliseFormula` stands for. */
export function restoreFormula(cell: string): string {
  return NEUTRALISED.test(cell) ? cell.slice(1) : cell;
}
