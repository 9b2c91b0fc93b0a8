// Which statuses are rentals (their English name says "rent", as for the list pages): a rental's
// price is per month. Which are closed (sold, rented: common/search-query.ts isClosedStatus): the
// card marks those listings as no longer available. The public layout provides the ids once for
// every card of every page.
import { createContext, useContext } from 'react';

interface StatusIds {
  rent: readonly number[];
  closed: readonly number[];
}

const RentStatusesContext = createContext<StatusIds>({ rent: [], closed: [] });

export function RentStatusesProvider({
  ids,
  closedIds = [],
  children,
}: {
  ids: readonly number[];
  closedIds?: readonly number[];
  children: React.ReactNode;
}) {
  return (
    <RentStatusesContext.Provider value={{ rent: ids, closed: closedIds }}>
      {children}
    </RentStatusesContext.Provider>
  );
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
