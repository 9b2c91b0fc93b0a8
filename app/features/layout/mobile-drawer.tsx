// The mobile menu (below 768px): the menu button and its drawer, both in the server's HTML, so the
// first tap after the first paint opens it (decision 0031). The drawer is a native popover the
// button opens by itself (`popovertarget`), with or without the page's script: the browser closes
// it on Escape or a tap outside and gives the focus back to the button. Once hydrated, the script
// adds what a modal drawer needs: the focus moves in and Tab stays inside (`aria-modal`), and it
// closes on navigation, on a language choice and on a swipe toward its side. (Not `showModal`:
// making the page behind inert restyles the whole document, which made the tap's answer 4× slower
// on a slow phone.)
import { Menu } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useLocation } from 'react-router';
import { directionOf, isLanguage } from '../../../common/languages.ts';
import { cn } from '../../ui/cn.ts';
import { hydrateNearScreenFrom } from '../../ui/hydrate-later.tsx';
import { useSwipeToClose } from '../../ui/use-swipe-to-close.ts';
import {
  MENU_ID,
  closeMenu,
  focusFirstControl,
  isMenuShown,
  keepTabInside,
} from './menu-dialog.ts';
import type { SiteInfo } from './site-info.ts';

/**
 * The drawer's contents are in the server's HTML; their code is fetched when the browser is idle
 * and they hydrate when the drawer is shown (or at once if it is), so they weigh nothing on the
 * page's first load. Until then they are what the browser alone makes of them: links, a GET form
 * and a popover close button, all working (decision 0031).
 */
const LaterPanel = hydrateNearScreenFrom(
  () => import('./mobile-drawer-panel.tsx'),
  'MobileDrawerPanel',
);

export function MobileDrawer({ info }: { info: SiteInfo }) {
  const { t, i18n } = useTranslation('common');
  const drawer = useRef<HTMLDialogElement>(null);
  // Set once hydrated: from then on the script keeps `aria-expanded`; before, the browser derives
  // it from `popovertarget` (a value written by the server would go stale on the first tap).
  const [hydrated, setHydrated] = useState(false);
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const rtl = directionOf(isLanguage(i18n.language) ? i18n.language : 'fr') === 'rtl';
  // Stable, so opening the menu re-renders the button only, not the drawer's contents (the
  // part is memoised): the tap's answer is the browser showing the popover.
  const close = useCallback(() => {
    if (drawer.current) closeMenu(drawer.current);
  }, []);
  // The drawer comes from the reading start: the left, or the right in Arabic; it leaves that way.
  const swipe = useSwipeToClose<HTMLDialogElement>({
    direction: rtl ? 'right' : 'left',
    onClose: close,
  });

  useEffect(() => {
    setHydrated(true);
    // Opened by a tap before hydration: it stays open, as the visitor left it.
    setOpen(drawer.current ? isMenuShown(drawer.current) : false);
  }, []);

  // Any navigation to another page closes it (not the first render: a drawer opened before
  // hydration is not closed by it).
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (drawer.current) closeMenu(drawer.current);
  }, [pathname]);

  return (
    <>
      <button
        type="button"
        popoverTarget={MENU_ID}
        aria-label={t('nav.open_menu')}
        aria-haspopup="dialog"
        aria-expanded={hydrated ? open : undefined}
        onClick={() => {
          // A browser without popovers (before Safari 17, Firefox 125) gets the modal dialog.
          if (drawer.current && !('showPopover' in drawer.current)) {
            (drawer.current as HTMLDialogElement).showModal();
            setOpen(true);
          }
        }}
        className="-ms-2 inline-flex size-11 items-center justify-center rounded-xl text-brand-900 hover:bg-brand-50 md:hidden"
      >
        <Menu className="size-6" aria-hidden="true" />
      </button>
      {/* The drawer fills the dialog's box: a click on the dialog itself is on its backdrop. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the backdrop has no keyboard counterpart: Escape closes the popover natively */}
      <dialog
        ref={drawer}
        id={MENU_ID}
        popover="auto"
        aria-labelledby={`${MENU_ID}-title`}
        aria-modal={hydrated ? true : undefined}
        data-testid="mobile-drawer"
        onClose={() => setOpen(false)}
        onToggle={(event) => {
          const shown = event.newState === 'open';
          setOpen(shown);
          if (shown) focusFirstControl(event.currentTarget);
        }}
        onClick={(event) => {
          if (event.target === event.currentTarget) close();
        }}
        onKeyDown={(event) => keepTabInside(event.nativeEvent, event.currentTarget)}
        {...swipe}
        className={cn(
          'fixed inset-y-0 start-0 end-auto z-50 m-0 h-dvh max-h-none w-[min(88vw,360px)] max-w-none touch-pan-y flex-col overflow-hidden border-0 bg-white p-0 text-stone-900 shadow-2xl transition-transform duration-200 outline-none select-none backdrop:bg-brand-950/50 open:flex md:open:hidden',
          rtl ? 'animate-drawer-in-end' : 'animate-drawer-in-start',
        )}
      >
        <LaterPanel info={info} titleId={`${MENU_ID}-title`} onClose={close} />
      </dialog>
    </>
  );
}
