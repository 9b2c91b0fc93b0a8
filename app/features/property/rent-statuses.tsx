// Which statuses are rentals (their English name says "rent", as for the list pages): a rental's
// price is per month. Which are closed (sold, rented: common/search-query.ts isClosedStatus): the
// card marks those listings as no longer available. The public layout provides the ids once for
// every card of every page.
import { createContext, useContext, useMemo } from 'react';

interface StatusIds {
  rent: readonly number[];
  closed: readonly number[];
}

const NONE: readonly number[] = [];
const RentStatusesContext = createContext<StatusIds>({ rent: NONE, closed: NONE });

export function RentStatusesProvider({
  ids,
  closedIds = NONE,
  children,
}: {
  ids: readonly number[];
  closedIds?: readonly number[];
  children: React.ReactNode;
}) {
  // One value while the ids stay the same: the layout re-renders on every router update (a
  // fetcher's answer too), and a new value would make React hydrate at once every part of the
  // page that is still waiting for its code (app/ui/hydrate-later.tsx), holding that update back.
  const value = useMemo(() => ({ rent: ids, closed: closedIds }), [ids, closedIds]);
  return <RentStatusesContext.Provider value={value}>{children}</RentStatusesContext.Provider>;
}

/** True when one of the property's statuses is a rental one. */
export function useIsRental(statuses: readonly { id: number }[]): boolean {
  const { rent } = useContext(RentStatusesContext);
  return statuses.some((status) => rent.includes(status.id));
}

/** True when one of the property's statuses says it is sold or rented. */
export function useIsClosed(statuses: readonly { id: number }[]): boolean {
  const { closed } = useContext(RentStatusesContext);
  return statuses.some((status) => closed.includes(status.id));
}
