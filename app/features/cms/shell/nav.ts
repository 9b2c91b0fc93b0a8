// The side menu's entries. `admin` entries are for the superadmin only (docs/product.md, "Roles";
// decision 0037): an agent does not see them, and opening one shows a « réservé » page.
import {
  Building2,
  CalendarDays,
  Images,
  Inbox,
  LayoutDashboard,
  ListTree,
  Mail,
  Megaphone,
  ScrollText,
  Settings,
  Users,
  type LucideIcon,
} from 'lucide-react';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  admin?: boolean;
  /** Other paths that belong to this entry (the forms of a list). */
  match?: RegExp;
  /** The count shown beside the entry (unread messages, new leads). */
  badge?: NavBadge;
}

export type NavBadge = 'messages' | 'leads';
export type NavCounts = Record<NavBadge, number>;

/** What a screen reader hears after the entry's name: "3 non lus", "3 nouvelles demandes". */
export const BADGE_WORDS: Record<NavBadge, (count: number) => string> = {
  messages: () => 'non lus',
  leads: (count) => (count > 1 ? 'nouvelles demandes' : 'nouvelle demande'),
};

export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/cms/dashboard', label: 'Tableau de bord', icon: LayoutDashboard },
  { to: '/cms/properties', label: 'Biens', icon: Building2, match: /^\/cms\/propert(y|ies)\b/ },
  { to: '/cms/ads', label: 'Annonceurs', icon: Megaphone, match: /^\/cms\/ads\b/, admin: true },
  { to: '/cms/static-images', label: 'Images du site', icon: Images, admin: true },
  { to: '/cms/messages', label: 'Messages', icon: Mail, badge: 'messages' },
  { to: '/cms/leads', label: 'Demandes', icon: Inbox, badge: 'leads' },
  { to: '/cms/visits', label: 'Visites', icon: CalendarDays },
  { to: '/cms/reference', label: 'Listes de référence', icon: ListTree, admin: true },
  { to: '/cms/agents', label: 'Agents', icon: Users, admin: true },
  { to: '/cms/settings', label: 'Informations générales', icon: Settings, admin: true },
  { to: '/cms/audit', label: 'Journal', icon: ScrollText, admin: true },
];

export function navItemsFor(isAdmin: boolean): NavItem[] {
  return NAV_ITEMS.filter((item) => isAdmin || !item.admin);
}

export function isActive(item: NavItem, pathname: string): boolean {
  return item.match ? item.match.test(pathname) : pathname.startsWith(item.to);
}

export const SIDEBAR_KEY = 'cmsSidebarCollapsed';
