import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Every public text exists in French, Arabic and English, with the same keys, none empty; the
// Arabic is Arabic. (The back-office namespace `cms` is French only: /cms is always French.)
const root = path.resolve('app/i18n/locales');
type Tree = { [key: string]: string | Tree };
const read = (language: string, namespace: string): Tree =>
  JSON.parse(readFileSync(path.join(root, language, `${namespace}.json`), 'utf8')) as Tree;
const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[prefix + key, value]]
        : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );

const namespaces = readdirSync(path.join(root, 'fr'))
  .map((file) => file.replace(/\.json$/, ''))
  .filter((namespace) => namespace !== 'cms');

describe.each(namespaces)('texts of the %s namespace', (namespace) => {
  const fr = flatten(read('fr', namespace));
  const ar = flatten(read('ar', namespace));
  const en = flatten(read('en', namespace));

  it('has the same keys in the three languages', () => {
    expect(Object.keys(ar).sort()).toEqual(Object.keys(fr).sort());
    expect(Object.keys(en).sort()).toEqual(Object.keys(fr).sort());
  });

  it('has no empty text, and Arabic in the Arabic file', () => {
    for (const [key, text] of Object.entries({ ...fr, ...en }))
      expect(text.trim(), key).not.toBe('');
    for (const [key, text] of Object.entries(ar)) {
      expect(text.trim(), key).not.toBe('');
      // Brand names, numbers and units may stay Latin; a sentence must not.
      if (/[a-z]{3,}\s+[a-z]{3,}\s+[a-z]{3,}/i.test(text)) {
        expect(text, `ar:${namespace}.${key} looks untranslated`).toMatch(/[\u0600-\u06FF]/);
      }
    }
  });

  it('groups the digits of a written number with a narrow no-break space', () => {
    // As Intl writes them: a plain space lets a line break inside « 2 000 000 », and in an
    // Arabic line it splits the number, whose groups are then drawn in reverse (« 000 000 2 »).
    for (const [key, text] of Object.entries({ ...fr, ...ar }))
      expect(text, `${namespace}.${key}`).not.toMatch(/\d \d{3}\b/);
  });
});
