// Text normalisation for keyword search, applied both to the stored search column and to the
// visitor's keyword, so 'bejaia' finds 'Béjaïa' and 'الجزائر' finds 'الجزائر' with any alef.

const ARABIC_VARIANTS: [RegExp, string][] = [
  [/[أإآٱ]/g, 'ا'],
  [/ى/g, 'ي'],
  [/ة/g, 'ه'],
  [/ؤ/g, 'و'],
  [/ئ/g, 'ي'],
  [/ـ/g, ''], // tatweel (decorative stretching)
];

export function normalizeSearchText(text: string): string {
  let result = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '') // accents, and Arabic short vowels (harakat)
    .toLowerCase();
  for (const [pattern, replacement] of ARABIC_VARIANTS)
    result = result.replace(pattern, replacement);
  return result.replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}
