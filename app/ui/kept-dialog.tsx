// A modal dialog that stays rendered while it is closed: hidden (visibility, `inert`), its
// styles and layout already worked out, so opening it is an attribute change and the press is
// answered in the next frame even on a slow phone (issue 24, decision 0049). A dialog mounted at
// the press — Radix Dialog mounts its content only when open — makes the press wait for the
// render of everything inside it. What the Radix dialog did at mount is done here at opening:
// the focus goes in, Tab stays inside, Escape closes, the page behind does not scroll, and the
// focus goes back to the opener on closing.
import { useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { afterNextPaint } from './after-paint.ts';
import { cn } from './cn.ts';
import { lockScroll } from './scroll-lock.ts';

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The elements Tab visits inside `container`, in order (those on screen: it lays out). */
function tabbables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) => element.tabIndex >= 0 && element.getClientRects().length > 0,
  );
}

/** Tab from the last control goes to the first one, Shift+Tab from the first to the last. */
function keepTabInside(container: HTMLElement, event: KeyboardEvent) {
  const order = tabbables(container);
  const first = order[0];
  const last = order.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === container)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

export function KeptDialog({
  open,
  onClose,
  titleId,
  opener,
  className,
  overlayClassName,
  testId,
  children,
}: {
  open: boolean;
  onClose: () => void;
  /** The id of the dialog's visible title (its accessible name). */
  titleId: string;
  /** Where the focus goes back on closing: the control that opens it. */
  opener: () => HTMLElement | null;
  className?: string;
  /** The backdrop behind the dialog, shown while open; a click on it closes. */
  overlayClassName?: string;
  testId?: string;
  children: ReactNode;
}) {
  const content = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);
  const openerRef = useRef(opener);
  openerRef.current = opener;
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  // Escape and Tab, listened to on the dialog's own element: keys pressed in the panel's popups
  // (a menu in a portal elsewhere in the page) are theirs, Escape closes the menu alone.
  useEffect(() => {
    const element = content.current;
    if (!open || !element) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        closeRef.current();
      } else if (event.key === 'Tab') {
        keepTabInside(element, event);
      }
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, [open]);

  useEffect(() => {
    const element = content.current;
    if (!open) {
      // Back to the opener, unless the visitor already put the focus elsewhere on the page.
      if (wasOpen.current) {
        const active = document.activeElement;
        if (!active || active === document.body || element?.contains(active)) {
          openerRef.current()?.focus({ preventScroll: true });
        }
      }
      wasOpen.current = false;
      return;
    }
    wasOpen.current = true;
    // Like the Radix dialog: the first control (the close button) takes the focus. (Focusing
    // asks for the panel's styles, which the coming paint needs anyway; not for a layout.)
    if (element && !element.contains(document.activeElement)) {
      (element.querySelector<HTMLElement>(TABBABLE) ?? element).focus({ preventScroll: true });
    }
    // The lock measures the page and makes it lay out again: after the paint that shows the
    // panel (nobody scrolls within a frame), not in the press's frame.
    let unlock: (() => void) | undefined;
    const cancel = afterNextPaint(() => {
      unlock = lockScroll();
    });
    return () => {
      cancel();
      unlock?.();
    };
  }, [open]);

  if (typeof document === 'undefined') return null;
  return createPortal(
    <>
      {open && overlayClassName && (
        <div aria-hidden="true" className={overlayClassName} onClick={onClose} />
      )}
      <div
        ref={content}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-state={open ? 'open' : 'closed'}
        data-testid={testId}
        // Closed: out of sight, of the keyboard and of screen readers, but laid out already.
        inert={!open}
        className={cn(className, !open && 'invisible')}
      >
        {children}
      </div>
    </>,
    document.body,
  );
}
