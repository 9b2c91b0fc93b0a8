// The mobile menu button (below 768px). The drawer itself (mobile-drawer-panel.tsx, with Radix
// Dialog) is fetched the first time the button is pointed at, focused or pressed: no page loads
// it up front (docs/performance.md, JavaScript budget).
import { Menu } from 'lucide-react';
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useLocation } from 'react-router';
import { useInterest } from '../../ui/use-interest.ts';
import type { SiteInfo } from './site-info.ts';

/**
 * Location state asking the list page to open its filter panel (the drawer's filter button):
 * `navigate('/properties/both', { state: { [OPEN_FILTERS_STATE]: true } })`.
 */
export const OPEN_FILTERS_STATE = 'openFilters';

const MobileDrawerPanel = lazy(() => import('./mobile-drawer-panel.tsx'));

export function MobileDrawer({ info }: { info: SiteInfo }) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  // The drawer's code is asked for on the first sign of interest.
  const interest = useInterest();
  const menuButton = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // Any navigation to another page closes it.
  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  return (
    <>
      <button
        ref={menuButton}
        type="button"
        aria-label={t('nav.open_menu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        {...interest.handlers}
        onClick={() => {
          interest.show();
          setOpen(true);
        }}
        className="-ms-2 inline-flex size-11 items-center justify-center rounded-xl text-brand-900 hover:bg-brand-50 md:hidden"
      >
        <Menu className="size-6" aria-hidden="true" />
      </button>
      {interest.wanted && (
        <Suspense fallback={null}>
          <MobileDrawerPanel info={info} open={open} setOpen={setOpen} menuButton={menuButton} />
        </Suspense>
      )}
    </>
  );
}
