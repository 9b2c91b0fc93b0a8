// The unread-messages badge of the side menu: read on entry, every two minutes, and on demand.
import { useCallback, useEffect, useState } from 'react';
import { unreadMessageCount } from '../messages/api.ts';

const EVERY = 120_000;

export function useUnreadCount(): [number, () => void] {
  const [count, setCount] = useState(0);
  const refresh = useCallback(() => {
    unreadMessageCount().then(setCount, () => {});
  }, []);
  useEffect(() => {
    refresh();
    const timer = setInterval(refresh, EVERY);
    return () => clearInterval(timer);
  }, [refresh]);
  return [count, refresh];
}
