import { lazy, Suspense } from 'react';
import { useToasterWanted } from './toast.ts';

const SonnerToaster = lazy(() => import('./sonner-toaster.tsx'));

/** Notices of the page (app/ui/toast.ts): mounted with the first one. */
export function PageToaster({ dir }: { dir: 'ltr' | 'rtl' }) {
  const wanted = useToasterWanted();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster dir={dir} />
    </Suspense>
  );
}
