// The mobile menu's <dialog> is a popover the browser shows by itself (decision 0031); once the
// page is hydrated, these helpers make it behave as a modal drawer.

/** The drawer's id: the `popovertarget` of the menu button and of the drawer's close button. */
export const MENU_ID = 'site-menu';

/**
 * Whether the menu is shown: as a popover, or as a modal dialog in a browser without popovers
 * (where `:popover-open` is not even a valid selector).
 */
export function isMenuShown(dialog: HTMLDialogElement): boolean {
  return dialog.open || ('showPopover' in dialog && dialog.matches(':popover-open'));
}

/** Closes the menu; the browser gives the focus back to the menu button. */
export function closeMenu(dialog: HTMLDialogElement): void {
  if (dialog.open) dialog.close();
  else if (isMenuShown(dialog)) dialog.hidePopover();
}

const FOCUSABLE_SELECTOR =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function controlsOf(dialog: HTMLDialogElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE_SELECTOR)].filter(
    (element) => element.getClientRects().length > 0,
  );
}

/** Moves the focus into the opened menu (its close button comes first). */
export function focusFirstControl(dialog: HTMLDialogElement): void {
  if (!dialog.contains(document.activeElement)) controlsOf(dialog)[0]?.focus();
}

/**
 * Tab from the last control goes back to the first one, and Shift+Tab from the first to the last:
 * a popover alone lets the focus go on to the page behind it, where a visitor with a keyboard
 * loses the menu.
 */
export function keepTabInside(event: KeyboardEvent, dialog: HTMLDialogElement): void {
  if (event.key !== 'Tab' || !isMenuShown(dialog)) return;
  const controls = controlsOf(dialog);
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
