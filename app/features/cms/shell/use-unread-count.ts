// The side menu's badges: unread messages and new leads (an agent's own, every new one for a
// superadmin; decision 0048), read on entry, every two minutes, and on demand.
import { useCallback, useEffect, useState } from 'react';
import { newLeadCount } from '../leads/api.ts';
import { unreadMessageCount } from '../messages/api.ts';
import type { NavCounts } from './nav.ts';

const EVERY = 120_000;

export function useUnreadCount(): [NavCounts, () => void] {
  const [counts, setCounts] = useState<NavCounts>({ messages: 0, leads: 0 });
  const refresh = useCallback(() => {
    // Each count on its own: one failing (a lost connection) leaves the other shown.
    unreadMessageCount().then(
      (messages) => setCounts((old) => ({ ...old, messages })),
      () => {},
    );
    newLeadCount().then(
      (leads) => setCounts((old) => ({ ...old, leads })),
      () => {},
    );
  }, []);
  useEffect(() => {
    refresh();
    const timer = setInterval(refresh, EVERY);
    return () => clearInterval(timer);
  }, [refresh]);
  return [counts, refresh];
}
