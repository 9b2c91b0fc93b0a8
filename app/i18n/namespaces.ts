/** The texts are split by area of the site; `common` holds the shell, units and shared messages. */
export const NAMESPACES = [
  'common',
  'home',
  'search',
  'property',
  'about',
  'contact',
  'ads',
  'visits',
  'cms',
  // The compare page's texts: sent with that page's data, not in every page's text chunk.
  'compare',
] as const;
export type Namespace = (typeof NAMESPACES)[number];
