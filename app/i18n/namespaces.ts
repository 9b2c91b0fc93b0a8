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
  // Written by the landing pages' loaders only: never sent to the browser.
  'landing',
] as const;
export type Namespace = (typeof NAMESPACES)[number];
