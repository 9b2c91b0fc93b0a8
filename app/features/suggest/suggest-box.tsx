// The search boxes' suggestions while a visitor types (issue 34, decision 0071). Once the page's
// script runs the box is a WAI-ARIA 1.2 combobox; its list, keys and requests (suggest-list.tsx)
// are fetched on the box's first focus, so no page's first files carry them. Before the script
// runs, and without it, the box is the plain GET form's field it always was.
import { lazy, Suspense, useEffect, useId, useState, type ReactNode, type RefObject } from 'react';
import { useHydrated } from '../../ui/use-hydrated.ts';

const SuggestList = lazy(() => import('./suggest-list.tsx'));

/** What the list tells the box, for the box's own ARIA attributes. */
export interface ListState {
  /** The list's element is in the page (aria-controls may name it). */
  ready: boolean;
  open: boolean;
  /** The id of the option the arrow keys are on. */
  active?: string;
}

/**
 * The combobox attributes for the box (spread them on its input) and the list to place after it
 * inside a `relative` container. `onPick` receives the chosen suggestion's address, in the
 * page's language (the box's pending keyword, if any, must not be applied after it).
 */
export function useSuggestions(
  input: RefObject<HTMLInputElement | null>,
  onPick: (href: string) => void,
  /** The list's own width, when the box is narrower than a suggestion needs. */
  listClassName?: string,
): { inputProps: Record<string, unknown>; list: ReactNode } {
  const id = useId();
  const hydrated = useHydrated();
  const [wanted, setWanted] = useState(false);
  const [state, setState] = useState<ListState>({ ready: false, open: false });

  // Focused before the script ran (a tap while the page loads): no focus event will come.
  useEffect(() => {
    if (document.activeElement === input.current) setWanted(true);
  }, [input]);

  const inputProps = hydrated
    ? {
        role: 'combobox',
        'aria-autocomplete': 'list',
        'aria-expanded': state.open,
        'aria-controls': state.ready ? `${id}-list` : undefined,
        'aria-activedescendant': state.active,
        onFocus: () => setWanted(true),
      }
    : {};
  const list = wanted ? (
    <Suspense fallback={null}>
      <SuggestList
        id={`${id}-list`}
        input={input}
        onPick={onPick}
        onState={setState}
        className={listClassName}
      />
    </Suspense>
  ) : null;
  return { inputProps, list };
}
