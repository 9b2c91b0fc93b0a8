// The keyword a list page's search box sends while the visitor types, shared by the list's own box
// (search-toolbar.tsx) and the drawer's (drawer-search.tsx). The typed words apply to the search
// shown when the typing began, not to the address the words have since become: the list page's
// redirect turns understood words into chips (decision 0052), so removing a word typed earlier
// must remove its chip too, which only a search from before the typing can do.
import { useRef } from 'react';

export interface TypedKeyword {
  /** The visitor is typing: from the first keystroke until the caller sets it to false (a
   * suggestion picked, Enter, the box left). */
  typing: { current: boolean };
  /** A keystroke: the first one of a typing keeps the search it applies to. */
  type: () => void;
  /** Sends the keyword unless it is already the one shown or the last one sent this typing. */
  apply: (keyword: string) => void;
}

/**
 * `current` is the search on screen (keep its identity while it is the same search), `shown` its
 * keyword; `send` goes to `from` with the new keyword.
 */
export function useTypedKeyword<T>(
  current: T,
  shown: string,
  send: (from: T, keyword: string) => void,
): TypedKeyword {
  const typing = useRef(false);
  const base = useRef(current);
  const latest = useRef(current);
  latest.current = current;
  // The words of this typing last sent: leaving the box does not send them again.
  const sent = useRef<string | null>(null);
  return {
    typing,
    type: () => {
      if (!typing.current) {
        base.current = latest.current;
        sent.current = null;
      }
      typing.current = true;
    },
    apply: (keyword) => {
      const trimmed = keyword.trim();
      const from = typing.current ? base.current : latest.current;
      if (from === latest.current && trimmed === shown) return;
      if (typing.current && sent.current === trimmed) return;
      sent.current = trimmed;
      send(from, trimmed);
    },
  };
}
