// The HTML part of the site's e-mails: the text's lines as paragraphs, escaped, in the reader's
// writing direction.
import { directionOf, type Language } from '../../common/languages.ts';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** Each line a paragraph, an empty line a break. */
export const htmlParagraphs = (lines: readonly string[]) =>
  lines.map((line) => (line === '' ? '<br>' : `<p>${escapeHtml(line)}</p>`)).join('');

/** The paragraphs in a block that sets the language and its direction (Arabic reads right to left). */
export const htmlBlock = (language: Language, lines: readonly string[]) =>
  `<div dir="${directionOf(language)}" lang="${language}">${htmlParagraphs(lines)}</div>`;
