// What every back-office screen may need from the shell: who is logged in, the map tiles, and a
// way to refresh the menu's badges (unread messages, new leads) after a change.
import { createContext, useContext } from 'react';

export interface CmsShell {
  username: string;
  type: string;
  isAdmin: boolean;
  tileUrl: string;
  refreshUnread: () => void;
}

export const CmsShellContext = createContext<CmsShell>({
  username: '',
  type: '',
  isAdmin: false,
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  refreshUnread: () => {},
});

export function useCmsShell(): CmsShell {
  return useContext(CmsShellContext);
}
