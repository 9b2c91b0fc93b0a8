// Reading server-rendered HTML in tests: the <meta>/<link> tags of the head and the JSON-LD
// blocks, with entities decoded (no DOM library needed).
const ENTITIES: Record<string, string> = { amp: '&', quot: '"', lt: '<', gt: '>', apos: "'" };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (whole, code: string) => {
    if (code.startsWith('#x') || code.startsWith('#X'))
      return String.fromCodePoint(parseInt(code.slice(2), 16));
    if (code.startsWith('#')) return String.fromCodePoint(Number(code.slice(1)));
    return ENTITIES[code] ?? whole;
  });
}

export type Attributes = Record<string, string>;

/** Every <tagName …> of the document with its attributes. */
export function tags(html: string, tagName: 'meta' | 'link' | 'html'): Attributes[] {
  const found: Attributes[] = [];
  for (const match of html.matchAll(new RegExp(`<${tagName}(\\s[^>]*?)?/?>`, 'gi'))) {
    const attributes: Attributes = {};
    for (const attribute of (match[1] ?? '').matchAll(/([\w:-]+)="([^"]*)"/g)) {
      attributes[attribute[1]!.toLowerCase()] = decodeEntities(attribute[2]!);
    }
    found.push(attributes);
  }
  return found;
}

/** The content of <meta property|name="key">, or undefined. */
export function metaContent(html: string, key: string): string | undefined {
  return tags(html, 'meta').find((tag) => tag.property === key || tag.name === key)?.content;
}

export function metaContents(html: string, key: string): string[] {
  return tags(html, 'meta')
    .filter((tag) => tag.property === key || tag.name === key)
    .map((tag) => tag.content ?? '');
}

/** Parsed JSON-LD blocks (a parse error fails the test that reads them). */
export function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

export function titleOf(html: string): string | undefined {
  const match = /<title>([\s\S]*?)<\/title>/.exec(html);
  return match ? decodeEntities(match[1]!) : undefined;
}
