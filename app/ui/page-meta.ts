// <title>, description and sharing tags of a page, from texts its loader prepared.
export interface PageMeta {
  title: string;
  description: string;
}

export function pageMeta(meta: PageMeta | undefined) {
  if (!meta) return [];
  return [
    { title: meta.title },
    { name: 'description', content: meta.description },
    { property: 'og:title', content: meta.title },
    { property: 'og:description', content: meta.description },
    { property: 'og:type', content: 'website' },
    { name: 'twitter:card', content: 'summary_large_image' },
  ];
}
