// The back-office shell: the guard (no token, or a refused one, goes to the login and back), the
// collapsible side menu (state in localStorage.cmsSidebarCollapsed), the top bar, the toasts.
import { useCallback, useMemo, useState } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { Toaster } from 'sonner';
import type { Route } from './+types/layout';
import { guarded } from '../../features/cms/api.ts';
import { CmsShellContext, type CmsShell } from '../../features/cms/shell/cms-context.tsx';
import { currentAgent, forgetCurrentAgent } from '../../features/cms/shell/me.ts';
import { navItemsFor, SIDEBAR_KEY } from '../../features/cms/shell/nav.ts';
import { CmsRouteError } from '../../features/cms/shell/route-error.tsx';
import { Sidebar } from '../../features/cms/shell/sidebar.tsx';
import { Topbar } from '../../features/cms/shell/topbar.tsx';
import { useUnreadCount } from '../../features/cms/shell/use-unread-count.ts';
import { clearSession } from '../../features/cms/session.ts';
import '../../features/cms/cms.css';

export function meta() {
  return [{ title: 'Espace agence' }, { name: 'robots', content: 'noindex' }];
}

/** Server side: only the configuration the browser needs (no data: the pages fetch it). */
export function loader({ context }: Route.LoaderArgs) {
  return { tileUrl: context.services.config.MAP_TILE_URL };
}

export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const me = await guarded(request, currentAgent);
  const { tileUrl } = await serverLoader();
  return { me, tileUrl };
}
clientLoader.hydrate = true as const;

// The shell's data does not depend on the page: it is read once on entering the back-office.
export function shouldRevalidate() {
  return false;
}

export function HydrateFallback() {
  return (
    <div className="flex min-h-dvh bg-slate-100">
      <div className="hidden w-64 bg-brand-900 md:block" />
      <div className="flex-1">
        <div className="h-16 border-b border-slate-200 bg-white" />
        <p className="p-6 text-sm text-slate-500" role="status">
          Chargement de l'espace agence…
        </p>
      </div>
    </div>
  );
}

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(SIDEBAR_KEY) === 'true';
  } catch {
    return false;
  }
}

export default function CmsLayout({ loaderData }: Route.ComponentProps) {
  const { me, tileUrl } = loaderData;
  const navigate = useNavigate();
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const [counts, refreshUnread] = useUnreadCount();
  const items = useMemo(() => navItemsFor(me.isAdmin), [me.isAdmin]);

  const toggle = useCallback(() => {
    setCollapsed((value) => {
      localStorage.setItem(SIDEBAR_KEY, String(!value));
      return !value;
    });
  }, []);

  const logout = useCallback(() => {
    clearSession();
    forgetCurrentAgent();
    void navigate('/cms/login', { replace: true });
  }, [navigate]);

  const shell = useMemo<CmsShell>(
    () => ({ username: me.username, type: me.type, isAdmin: me.isAdmin, tileUrl, refreshUnread }),
    [me, tileUrl, refreshUnread],
  );

  return (
    <CmsShellContext.Provider value={shell}>
      <a
        href="#cms-main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 text-brand-900 shadow focus:not-sr-only focus:fixed focus:start-3 focus:top-3"
      >
        Aller au contenu
      </a>
      <div data-cms className="flex min-h-dvh bg-slate-100 text-slate-900">
        <Sidebar items={items} collapsed={collapsed} onToggle={toggle} counts={counts} />
        <div className="flex min-w-0 flex-1 flex-col">
          <Topbar
            items={items}
            username={me.username}
            type={me.type}
            counts={counts}
            onLogout={logout}
          />
          <main id="cms-main" tabIndex={-1} className="flex-1 p-3 outline-none sm:p-6">
            <Outlet />
          </main>
        </div>
      </div>
      <Toaster
        position="bottom-right"
        offset={{ bottom: 84 }}
        mobileOffset={{ bottom: 84 }}
        richColors
        closeButton
        duration={4000}
      />
    </CmsShellContext.Provider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <div className="min-h-dvh bg-slate-100">
      <CmsRouteError error={error} />
    </div>
  );
}
