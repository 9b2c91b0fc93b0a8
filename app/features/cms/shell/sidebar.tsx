// The side menu: full width with labels, or collapsed to icons (remembered in
// localStorage.cmsSidebarCollapsed). On a phone the same links open in a drawer (MobileNav).
import { ChevronsLeft, ChevronsRight } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { BADGE_WORDS, isActive, type NavCounts, type NavItem } from './nav.ts';

interface NavListProps {
  items: NavItem[];
  collapsed?: boolean;
  counts?: NavCounts;
  onNavigate?: () => void;
}

export function NavList({ items, collapsed = false, counts, onNavigate }: NavListProps) {
  const { pathname } = useLocation();
  return (
    <ul className="flex flex-col gap-1">
      {items.map((item) => {
        const active = isActive(item, pathname);
        const Icon = item.icon;
        const badge = item.badge && counts ? counts[item.badge] : 0;
        const words = item.badge && badge > 0 ? BADGE_WORDS[item.badge](badge) : '';
        return (
          <li key={item.to}>
            <Link
              to={item.to}
              onClick={onNavigate}
              aria-current={active ? 'page' : undefined}
              aria-label={
                collapsed ? item.label + (badge ? ` (${badge} ${words})` : '') : undefined
              }
              title={collapsed ? item.label : undefined}
              className={`relative flex h-10 items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-white ${
                active
                  ? 'bg-white/15 text-white'
                  : 'text-brand-100 hover:bg-white/10 hover:text-white'
              } ${collapsed ? 'justify-center px-0' : ''}`}
            >
              <Icon aria-hidden className="size-5 shrink-0" />
              {!collapsed && <span className="truncate">{item.label}</span>}
              {/* A space for the accessible name ("Demandes 3 nouvelles demandes"); flex hides it. */}{' '}
              {badge > 0 && (
                <span
                  className={`rounded-full bg-gold-500 px-1.5 text-xs leading-5 font-semibold text-white ${
                    collapsed ? 'absolute -top-1 -end-1' : 'ms-auto'
                  }`}
                  aria-hidden={collapsed || undefined}
                >
                  {badge > 99 ? '99+' : badge}
                  {!collapsed && <span className="sr-only"> {words}</span>}
                </span>
              )}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

interface SidebarProps {
  items: NavItem[];
  collapsed: boolean;
  onToggle: () => void;
  counts: NavCounts;
}

export function Sidebar({ items, collapsed, onToggle, counts }: SidebarProps) {
  return (
    <aside
      aria-label="Espace agence"
      className={`sticky top-0 hidden h-dvh shrink-0 flex-col bg-brand-900 text-white transition-[width] md:flex ${
        collapsed ? 'w-18' : 'w-64'
      }`}
    >
      <div
        className={`flex h-16 items-center gap-2 px-4 ${collapsed ? 'justify-center px-0' : ''}`}
      >
        <Link
          to="/cms/dashboard"
          className="flex items-center gap-2 rounded-lg font-semibold focus-visible:outline-2 focus-visible:outline-white"
        >
          <span
            aria-hidden
            className="flex size-9 items-center justify-center rounded-lg bg-white/15 text-sm font-bold"
          >
            DZ
          </span>
          <span className={collapsed ? 'sr-only' : 'truncate'}>Espace agence</span>
        </Link>
      </div>
      <nav aria-label="Menu principal" className="flex-1 overflow-y-auto px-3 py-2">
        <NavList items={items} collapsed={collapsed} counts={counts} />
      </nav>
      <div className="border-t border-white/10 p-3">
        <button
          type="button"
          onClick={onToggle}
          aria-expanded={!collapsed}
          aria-label={collapsed ? 'Déplier le menu' : 'Replier le menu'}
          title={collapsed ? 'Déplier le menu' : 'Replier le menu'}
          className={`flex h-10 w-full items-center gap-3 rounded-lg px-3 text-sm text-brand-100 hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-white ${
            collapsed ? 'justify-center px-0' : ''
          }`}
        >
          {collapsed ? (
            <ChevronsRight aria-hidden className="size-5 rtl:rotate-180" />
          ) : (
            <ChevronsLeft aria-hidden className="size-5 rtl:rotate-180" />
          )}
          {!collapsed && <span>Replier le menu</span>}
        </button>
      </div>
    </aside>
  );
}
