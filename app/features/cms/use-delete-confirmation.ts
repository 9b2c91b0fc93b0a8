// One way to delete from a screen: a button asks (ask(item)), a confirmation dialog names the item,
// and the deletion runs from its confirm button. A failure is reported and keeps the dialog open
// for another try; success closes it.
import { useCallback, useState } from 'react';
import type { ConfirmDialogProps } from '../../ui/confirm-dialog.tsx';
import { useApiError } from './use-api-error.ts';

type DialogProps = Omit<ConfirmDialogProps, 'title' | 'description'>;

export function useDeleteConfirmation<T>(remove: (item: T) => Promise<void>): {
  /** The item the dialog asks about, null while it is closed. */
  item: T | null;
  ask: (item: T) => void;
  /** Spread onto <ConfirmDialog>, which adds the title and the description. */
  dialog: DialogProps;
} {
  const report = useApiError();
  const [item, setItem] = useState<T | null>(null);
  const ask = useCallback((next: T) => setItem(next), []);
  return {
    item,
    ask,
    dialog: {
      open: item !== null,
      onOpenChange: (open) => {
        if (!open) setItem(null);
      },
      onConfirm: async () => {
        if (item === null) return;
        try {
          await remove(item);
        } catch (error) {
          report(error);
          throw error;
        }
      },
      confirmLabel: 'Supprimer',
      cancelLabel: 'Annuler',
    },
  };
}
