// The Algerian phone rule of common/phone.ts as one regular expression, for the OpenAPI
// document only (a JSON Schema `pattern`): kept apart so the pages' JavaScript does not carry it.
/** Separators may stand before each of these pattern atoms. */
const spaced = (...atoms: string[]) => atoms.map((atom) => `[\\s.()/-]*${atom}`).join('');
const digits = (text: string) => spaced(...text);

/**
 * The same rule as isAlgerianPhone, as one regular expression, for the OpenAPI document (a JSON
 * Schema `pattern`): the country code or the national 0, then a mobile or fixed-line number,
 * with separators anywhere. A unit test holds the two to the same answers.
 */
export const ALGERIAN_PHONE_PATTERN =
  `^(?:${spaced('\\+')}${digits('213')}(?:${digits('0')})?|${digits('00213')}(?:${digits('0')})?|${digits('0')})` +
  `(?:${spaced('[567]')}(?:${spaced('\\d')}){8}|${spaced('[234]')}(?:${spaced('\\d')}){7})` +
  `[\\s.()/-]*$`;
