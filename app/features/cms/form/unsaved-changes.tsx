// Leaving a form with unsaved changes asks first: links and the back button inside the app
// (React Router's blocker), closing or reloading the tab (the browser's own prompt).
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';

export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
      title="Quitter sans enregistrer ?"
      description="Vos modifications n'ont pas été enregistrées. Si vous quittez cette page, elles seront perdues."
      confirmLabel="Quitter sans enregistrer"
      cancelLabel="Rester sur la page"
      onConfirm={() => {
        if (blocker.state === 'blocked') blocker.proceed();
      }}
    />
  );
}
