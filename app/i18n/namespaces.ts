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
  // The compare page's texts: sent with that page's data, not in every page's text chunk.
  'compare',
  // The owners' pages (estimate, entrust): a page namespace.
  'owner',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/**
 * Namespaces only some pages use: the browser fetches them with those pages (the route's handle
 * `texts`), not with every page, to keep the other pages' JavaScript in budget (decision 0045).
 */
export const PAGE_NAMESPACES = ['home', 'about', 'ads', 'contact', 'owner'] as const;
export type PageNamespace = (typeof PAGE_NAMESPACES)[number];

export function isPageNamespace(name: string): name is PageNamespace {
  return (PAGE_NAMESPACES as readonly string[]).includes(name);
}

/** What a public route declares in its `handle` (read by the root to tell the browser). */
export interface TextsHandle {
  texts?: readonly PageNamespace[];
}
