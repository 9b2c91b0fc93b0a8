// The three list pages (sell, rent, both) and the statuses that lead to each: a status's English
// name decides its page, and sold or rented listings come after the available ones.
export type ListingKind = 'sell' | 'rent' | 'both';

/** A status option as the filter lists give it: its English name decides its page. */
export interface StatusOption {
  id: string;
  name_en: string;
}

/**
 * A status that says the listing is no longer available: its English name says "sold" or
 * "rented". Such listings still belong to their page, but come after the available ones in every
 * order (docs/product.md, "Search").
 */
export function isClosedStatus(status: Pick<StatusOption, 'name_en'>): boolean {
  return /\b(sold|rented)\b/i.test(status.name_en);
}

export function statusKind(status: StatusOption): 'sell' | 'rent' | null {
  const name = status.name_en.toLowerCase();
  if (name.includes('rent')) return 'rent';
  if (name.includes('sale') || name.includes('sold')) return 'sell';
  return null;
}

/**
 * Where Apply goes for the chosen statuses: only rent kinds -> rent, only sale/sold kinds ->
 * sell, both kinds (or none) -> both.
 */
export function pageForStatuses(
  selectedIds: readonly string[],
  options: readonly StatusOption[],
): ListingKind {
  const kinds = new Set(
    options
      .filter((option) => selectedIds.includes(option.id))
      .map(statusKind)
      .filter((kind) => kind !== null),
  );
  if (kinds.size === 1) return [...kinds][0]!;
  return 'both';
}

/** The statuses a sell or rent page applies by itself when the visitor chose none. */
export function statusesForPage(kind: ListingKind, options: readonly StatusOption[]): string[] {
  if (kind === 'both') return [];
  return options.filter((option) => statusKind(option) === kind).map((option) => option.id);
}

export const LISTING_KINDS = ['sell', 'rent', 'both'] as const;

export function isListingKind(value: unknown): value is ListingKind {
  return typeof value === 'string' && (LISTING_KINDS as readonly string[]).includes(value);
}

/**
 * The statuses a landing page (/properties/sell/oran) applies by itself: its kind's, less sold and
 * rented. Its figures (title, links, home tiles, sitemap) count what can still be bought or
 * rented, and the list one click later shows exactly those (decision 0072).
 */
export function availableStatusesForPage(
  kind: ListingKind,
  options: readonly StatusOption[],
): string[] {
  const open = options.filter((option) => !isClosedStatus(option));
  return statusesForPage(kind, open);
}
