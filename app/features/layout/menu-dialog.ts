// The mobile menu's <dialog> is shown two ways (decision 0031): as a popover by the browser alone
// before the page's script runs, and as a modal dialog by the script after. These helpers act on
// whichever way it is shown.

/** The drawer's id: the `popovertarget` of the menu button and of the drawer's close button. */
export const MENU_ID = 'site-menu';

/** Opens the menu as a modal dialog (the page behind becomes inert), from either state. */
export function openMenu(dialog: HTMLDialogElement): void {
  if (dialog.open) return;
  // A dialog shown as a popover cannot become modal: it is hidden first.
  if (dialog.matches(':popover-open')) dialog.hidePopover();
  dialog.showModal();
}

/** Closes the menu however it was opened; the browser gives the focus back to the menu button. */
export function closeMenu(dialog: HTMLDialogElement): void {
  if (dialog.open) dialog.close();
  if (dialog.matches(':popover-open')) dialog.hidePopover();
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Tab from the last control goes back to the first one, and Shift+Tab from the first to the last:
 * a modal dialog alone would let the focus out to the browser's own controls, where a visitor
 * with a keyboard loses the menu.
 */
export function keepTabInside(event: KeyboardEvent, dialog: HTMLDialogElement): void {
  if (event.key !== 'Tab' || !dialog.open) return;
  const controls = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.getClientRects().length > 0,
  );
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
