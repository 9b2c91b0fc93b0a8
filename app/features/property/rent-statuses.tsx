// Which statuses are rentals (their English name says "rent", as for the list pages): a rental's
// price is per month. The public layout provides the ids once for every card of every page.
import { createContext, useContext } from 'react';

const RentStatusesContext = createContext<readonly number[]>([]);

export function RentStatusesProvider({
  ids,
  children,
}: {
  ids: readonly number[];
  children: React.ReactNode;
}) {
  return <RentStatusesContext.Provider value={ids}>{children}</RentStatusesContext.Provider>;
}

/** True when one of the property's statuses is a rental one. */
export function useIsRental(statuses: readonly { id: number }[]): boolean {
  const rentIds = useContext(RentStatusesContext);
  return statuses.some((status) => rentIds.includes(status.id));
}
