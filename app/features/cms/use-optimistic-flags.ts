// Inline on/off switches of a table (visible, banner…): the switch moves at once, the PATCH toggle
// call confirms it, and a failure puts it back (with a toast saying why).
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { ApiError, UnauthorizedError } from './api.ts';
import { useApiError } from './use-api-error.ts';

/** A table row: its id, and each switchable field as a boolean. */
type Row<F extends string> = { id: number } & Record<F, boolean>;

export interface OptimisticFlags<R extends Row<F>, F extends string> {
  value: (row: R, field: F) => boolean;
  pending: (row: R, field: F) => boolean;
  toggle: (row: R, field: F, describe?: (value: boolean) => string) => void;
}

export function useOptimisticFlags<R extends Row<F>, F extends string>(
  rows: readonly R[],
  call: (id: number, field: F) => Promise<{ value: boolean }>,
): OptimisticFlags<R, F> {
  const [overrides, setOverrides] = useState<Map<string, boolean>>(() => new Map());
  const [inFlight, setInFlight] = useState<Set<string>>(() => new Set());
  const report = useApiError();
  const overridesRef = useRef(overrides);
  overridesRef.current = overrides;

  // Fresh rows from the server carry the truth: forget the local values.
  useEffect(() => {
    setOverrides(new Map());
  }, [rows]);

  const value = useCallback(
    (row: R, field: F) => {
      const key = `${row.id}:${field}`;
      return overrides.has(key) ? overrides.get(key)! : row[field];
    },
    [overrides],
  );

  const toggle = useCallback(
    (row: R, field: F, describe?: (value: boolean) => string) => {
      const key = `${row.id}:${field}`;
      const current = overridesRef.current.has(key) ? overridesRef.current.get(key)! : row[field];
      const set = (next: boolean | undefined) =>
        setOverrides((map) => {
          const copy = new Map(map);
          if (next === undefined) copy.delete(key);
          else copy.set(key, next);
          return copy;
        });
      set(!current);
      setInFlight((keys) => new Set(keys).add(key));
      call(row.id, field)
        .then((answer) => {
          set(answer.value);
          if (describe) toast.success(describe(answer.value));
        })
        .catch((error: unknown) => {
          set(current);
          if (error instanceof ApiError && !(error instanceof UnauthorizedError)) {
            toast.error('Modification annulée', { description: error.message });
          } else report(error, 'La modification a échoué : elle a été annulée.');
        })
        .finally(() =>
          setInFlight((keys) => {
            const copy = new Set(keys);
            copy.delete(key);
            return copy;
          }),
        );
    },
    [call, report],
  );

  const pending = useCallback((row: R, field: F) => inFlight.has(`${row.id}:${field}`), [inFlight]);

  return { value, pending, toggle };
}
