import { Suspense } from 'react';
import { useHydrated } from './use-hydrated.ts';

/**
 * Renders its children only in the browser, after hydration (e.g. a map): the server and the
 * first client render show the fallback, so hydration always matches.
 */
export function ClientOnly({
  children,
  fallback = null,
}: {
  children: () => React.ReactNode;
  fallback?: React.ReactNode;
}) {
  const hydrated = useHydrated();
  return hydrated ? <Suspense fallback={fallback}>{children()}</Suspense> : fallback;
}
