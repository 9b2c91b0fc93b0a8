// The search boxes' suggestions while a visitor types (issue 34, decision 0071). Once the page's
// script runs the box is a WAI-ARIA 1.2 combobox; its list, keys, requests and texts
// (suggest-list.tsx) are fetched on the box's first focus, so no page's first files carry them.
// Before the script runs, and without it, the box is the plain GET form's field it always was.
import { useEffect, useId, useRef, type RefObject } from 'react';
import type { Language } from '../../../common/languages.ts';

export interface SuggestOptions {
  /** The list's id (the options' ids begin with it). */
  id: string;
  language: Language;
  /** Receives the chosen suggestion's address, in the page's language. */
  onPick: (href: string) => void;
  /** The list's own width, when the box is narrower than a suggestion needs. */
  className?: string | undefined;
  /** What the box held when its list was wanted: only a change of it asks. */
  focusedWith: string;
}

/**
 * Makes the box a combobox whose list comes on its first focus (or at once when it already has
 * the focus: a tap while the page loaded). The box's parent must be `relative`: the list is
 * put at its end, under the box. `onPick`'s caller must drop any keyword still waiting to apply.
 */
export function useSuggestions(
  input: RefObject<HTMLInputElement | null>,
  language: Language,
  onPick: (href: string) => void,
  className?: string,
): void {
  const id = `${useId()}-list`;
  const pick = useRef(onPick);
  pick.current = onPick;
  useEffect(() => {
    const box = input.current;
    if (!box) return;
    box.setAttribute('role', 'combobox');
    box.setAttribute('aria-autocomplete', 'list');
    box.setAttribute('aria-expanded', 'false');
    let detach: (() => void) | undefined;
    let gone = false;
    const load = () => {
      const focusedWith = box.value;
      void import('./suggest-list.tsx').then((list) => {
        if (gone) return;
        const onChosen = (href: string) => pick.current(href);
        detach = list.attach(box, { id, language, className, focusedWith, onPick: onChosen });
      });
    };
    box.addEventListener('focus', load, { once: true });
    if (document.activeElement === box) load();
    return () => {
      gone = true;
      box.removeEventListener('focus', load);
      detach?.();
    };
  }, [input, id, language, className]);
}
