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
] as const;
export type Namespace = (typeof NAMESPACES)[number];
