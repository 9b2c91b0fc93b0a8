// The bar at the top of a side panel (the mobile menu, the search filters): the panel's title
// and its close button (a 44 px target). With children, they are what the bar shows (the menu
// shows the logo) and the title is for screen readers only.
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from './cn.ts';

export function SidePanelHeader({
  title,
  closeLabel,
  children,
  className,
  testId,
  titleId,
}: {
  title: string;
  /** The title's id, when the dialog around is not Radix's own (it names the dialog). */
  titleId?: string;
  closeLabel: string;
  children?: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <div
      data-testid={testId}
      className={cn(
        'flex h-16 shrink-0 items-center justify-between border-b border-stone-100 ps-4 pe-2',
        className,
      )}
    >
      <Dialog.Title
        // Only when given: an undefined id would replace the one Radix's dialog refers to.
        {...(titleId ? { id: titleId } : {})}
        className={children ? 'sr-only' : 'text-lg font-bold text-brand-950'}
      >
        {title}
      </Dialog.Title>
      {children}
      <Dialog.Close
        aria-label={closeLabel}
        className="inline-flex size-11 items-center justify-center rounded-xl text-stone-600 hover:bg-stone-100"
      >
        <X className="size-6" aria-hidden="true" />
      </Dialog.Close>
    </div>
  );
}
