// The links of the public header and drawer (docs/product.md, "Routes").
export interface NavItem {
  /** Key of the label in the common namespace (nav.*). */
  key: 'home' | 'sell' | 'rent' | 'estimate' | 'about' | 'contact' | 'favorites';
  to: string;
  /** Full key of the label when it is not common's nav.<key>. */
  label?: string;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { key: 'home', to: '/' },
  { key: 'sell', to: '/properties/sell' },
  { key: 'rent', to: '/properties/rent' },
  // The owners' door (issue 36): the free estimate, which leads to « Confiez-nous votre bien ».
  { key: 'estimate', to: '/estimate' },
  { key: 'about', to: '/about' },
  { key: 'contact', to: '/contact-us' },
  { key: 'favorites', to: '/favorites', label: 'visits:nav.favorites' },
];

/** The item of the page being shown (not a link there), if any. */
export function isCurrent(item: NavItem, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return path === item.to;
}

/** The list pages, where the keyword of the drawer's search box edits the address in place. */
export const LIST_PAGE = /^\/properties\/(sell|rent|both)\/?$/;
