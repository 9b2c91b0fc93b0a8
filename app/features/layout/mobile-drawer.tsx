// The mobile menu (below 768px): the menu button and its drawer, both in the server's HTML, so the
// first tap after the first paint opens it (decision 0031). Before the page's script runs, the
// drawer is a native popover the button opens by itself (`popovertarget`): the browser closes it
// on Escape or a tap outside and gives the focus back to the button. Once hydrated, the button
// opens it as a modal dialog instead (the page behind is inert, Tab stays inside), and it closes
// on navigation, on a language choice, on its close button, on a tap outside and on a swipe
// toward its side.
import { Menu } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { directionOf, isLanguage } from '../../../common/languages.ts';
import { cn } from '../../ui/cn.ts';
import { useSwipeToClose } from '../../ui/use-swipe-to-close.ts';
import { MENU_ID, closeMenu, keepTabInside, openMenu } from './menu-dialog.ts';
import { MobileDrawerPanel } from './mobile-drawer-panel.tsx';
import type { SiteInfo } from './site-info.ts';

export function MobileDrawer({ info }: { info: SiteInfo }) {
  const { t, i18n } = useTranslation('common');
  const drawer = useRef<HTMLDialogElement>(null);
  // Set once hydrated: from then on the script keeps `aria-expanded`; before, the browser derives
  // it from `popovertarget` (a value written by the server would go stale on the first tap).
  const [hydrated, setHydrated] = useState(false);
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const rtl = directionOf(isLanguage(i18n.language) ? i18n.language : 'fr') === 'rtl';
  const close = () => {
    if (drawer.current) closeMenu(drawer.current);
  };
  // The drawer comes from the reading start: the left, or the right in Arabic; it leaves that way.
  const swipe = useSwipeToClose<HTMLDialogElement>({
    direction: rtl ? 'right' : 'left',
    onClose: close,
  });

  useEffect(() => {
    setHydrated(true);
    // Opened by a tap before hydration: it stays open, as the visitor left it.
    setOpen(drawer.current?.matches(':popover-open') ?? false);
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
        onClick={(event) => {
          if (!drawer.current) return;
          // The script's way: a modal dialog rather than the popover.
          event.preventDefault();
          openMenu(drawer.current);
          setOpen(true);
        }}
        className="-ms-2 inline-flex size-11 items-center justify-center rounded-xl text-brand-900 hover:bg-brand-50 md:hidden"
      >
        <Menu className="size-6" aria-hidden="true" />
      </button>
      {/* The drawer fills the dialog's box: a click on the dialog itself is on its backdrop. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the backdrop has no keyboard counterpart: Escape closes the dialog natively */}
      <dialog
        ref={drawer}
        id={MENU_ID}
        popover="auto"
        aria-labelledby={`${MENU_ID}-title`}
        data-testid="mobile-drawer"
        onClose={() => setOpen(false)}
        onToggle={(event) => setOpen(event.newState === 'open')}
        onClick={(event) => {
          if (event.target === event.currentTarget) close();
        }}
        onKeyDown={(event) => keepTabInside(event.nativeEvent, event.currentTarget)}
        {...swipe}
        className={cn(
          'fixed inset-y-0 start-0 end-auto z-50 m-0 h-dvh max-h-none w-[min(88vw,360px)] max-w-none touch-pan-y flex-col overflow-hidden border-0 bg-white p-0 text-stone-900 shadow-2xl transition-transform duration-200 outline-none select-none backdrop:bg-brand-950/50 backdrop:backdrop-blur-[2px] open:flex md:open:hidden',
          rtl ? 'animate-drawer-in-end' : 'animate-drawer-in-start',
        )}
      >
        <MobileDrawerPanel info={info} titleId={`${MENU_ID}-title`} onClose={close} />
      </dialog>
    </>
  );
}
