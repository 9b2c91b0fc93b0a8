// The combobox's list (WAI-ARIA 1.2 combobox pattern, list autocomplete): fetched with its texts
// on the search box's first focus (suggest-box.ts) and drawn in a React root of its own after
// the box, in its container, so the pages' code holds nothing of it. It asks GET /api/suggest a
// pause after the typing (an earlier request still running is cancelled), shows each suggestion
// with its count, and answers the keys on the box itself, so the focus never leaves it:
// ArrowDown/ArrowUp move among the options (aria-activedescendant), Home/End to the first or
// last once one is active, Enter takes the active one, Escape closes. A polite live region says
// how many came.
import { MapPin, Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { TSuggestion, TSuggestList } from '../../../common/schemas/suggest.ts';
import ar from '../../i18n/locales/ar/suggest.json';
import en from '../../i18n/locales/en/suggest.json';
import fr from '../../i18n/locales/fr/suggest.json';
import { pluralCategory } from '../../i18n/plural.ts';
import { interpolate } from '../../i18n/translator.ts';
import { cn } from '../../ui/cn.ts';
import { withChosenLanguage } from '../../ui/hidden-fields.tsx';
import type { SuggestOptions } from './suggest-box.ts';

/** The texts (locales/<language>/suggest.json): with this code, not in every page's texts. */
const TEXTS = { fr, ar, en };

/** The pause after a keystroke before asking: a word typed quickly is one request. */
export const SUGGEST_PAUSE_MS = 150;
/** Fewer letters name too many places to be worth a request. */
const MIN_CHARS = 2;

/** Draws the list for this box; returns what removes it. */
export function attach(box: HTMLInputElement, options: SuggestOptions): () => void {
  const container = document.createElement('div');
  box.parentElement?.append(container);
  const root = createRoot(container);
  root.render(<SuggestList box={box} {...options} />);
  return () => {
    box.setAttribute('aria-expanded', 'false');
    box.removeAttribute('aria-activedescendant');
    // Not while the page's own React is committing the box's removal.
    setTimeout(() => {
      root.unmount();
      container.remove();
    });
  };
}

function SuggestList({
  box,
  id,
  language,
  onPick,
  className,
  focusedWith,
}: SuggestOptions & { box: HTMLInputElement }) {
  const [items, setItems] = useState<TSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const answers = useRef(new Map<string, TSuggestion[]>());

  // As the pages' texts: `_zero` first for 0 (« Aucun bien »), then the language's category.
  const texts: Record<string, string> = TEXTS[language];
  const plural = (key: string, count: number) =>
    interpolate(texts[`${key}_${count === 0 ? 'zero' : pluralCategory(language, count)}`]!, {
      count,
    });

  // Asks after each keystroke's pause; only what the visitor types, never a value the page sets.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let request: AbortController | undefined;
    const show = (data: TSuggestion[]) => {
      setItems(data);
      setActive(-1);
      setOpen(data.length > 0 && document.activeElement === box);
    };
    const ask = () => {
      clearTimeout(timer);
      request?.abort();
      setActive(-1);
      const q = box.value.trim();
      if (q.length < MIN_CHARS) return show([]);
      const known = answers.current.get(q);
      if (known) return show(known);
      timer = setTimeout(() => {
        const controller = new AbortController();
        request = controller;
        const query = new URLSearchParams({ q, locale: language });
        fetch(`/api/suggest?${query.toString()}`, { signal: controller.signal })
          .then((response) => (response.ok ? (response.json() as Promise<TSuggestList>) : null))
          .then((body) => {
            if (!body || controller.signal.aborted) return;
            answers.current.set(q, body.data);
            show(body.data);
          })
          // Cancelled by the next keystroke, or offline: the box still searches on Enter.
          .catch(() => undefined);
      }, SUGGEST_PAUSE_MS);
    };
    box.addEventListener('input', ask);
    // Letters typed while this code was on its way (not the keyword the page showed).
    if (document.activeElement === box && box.value !== focusedWith) ask();
    return () => {
      box.removeEventListener('input', ask);
      clearTimeout(timer);
      request?.abort();
    };
  }, [box, language, focusedWith]);

  const shown = open && items.length > 0;
  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const pick = (item: TSuggestion) => {
    close();
    onPick(withChosenLanguage(item.href, location.search));
  };

  // The keys, on the box (rebound each render: they read this render's list).
  useEffect(() => {
    const count = items.length;
    const onKey = (event: KeyboardEvent) => {
      if (event.isComposing) return;
      switch (event.key) {
        case 'ArrowDown':
        case 'ArrowUp': {
          if (count === 0) return;
          event.preventDefault();
          const down = event.key === 'ArrowDown';
          if (!shown) {
            setOpen(true);
            setActive(down ? 0 : count - 1);
          } else if (down) setActive((active + 1) % count);
          else setActive(active <= 0 ? count - 1 : active - 1);
          return;
        }
        case 'Home':
        case 'End':
          // Without an active option they move the caret in the box, as usual.
          if (!shown || active < 0) return;
          event.preventDefault();
          setActive(event.key === 'Home' ? 0 : count - 1);
          return;
        case 'Enter':
          if (shown && active >= 0) {
            // Not the form's submit: the option's own search.
            event.preventDefault();
            pick(items[active]!);
          } else close();
          return;
        case 'Escape':
          // Only closes: not the drawer around it, nor the search field's own clearing.
          if (!shown) return;
          event.preventDefault();
          event.stopPropagation();
          close();
          return;
        case 'ArrowLeft':
        case 'ArrowRight':
          setActive(-1);
      }
    };
    box.addEventListener('keydown', onKey);
    box.addEventListener('blur', close);
    return () => {
      box.removeEventListener('keydown', onKey);
      box.removeEventListener('blur', close);
    };
  });

  // The box's state, for assistive technologies.
  useEffect(() => {
    box.setAttribute('aria-controls', id);
    box.setAttribute('aria-expanded', String(shown));
    if (shown && active >= 0) box.setAttribute('aria-activedescendant', `${id}-${active}`);
    else box.removeAttribute('aria-activedescendant');
  }, [box, id, shown, active]);

  // The active option stays in view in a list taller than its box.
  useEffect(() => {
    if (active >= 0)
      document.getElementById(`${id}-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [id, active]);

  return (
    <>
      <ul
        id={id}
        role="listbox"
        aria-label={texts.label}
        hidden={!shown}
        data-testid="suggestions"
        // Keeps the focus in the box: a click picks (or scrolls) without the box blurring first.
        onMouseDown={(event) => event.preventDefault()}
        className={cn(
          'absolute start-0 top-full z-50 mt-1 max-h-[min(24rem,60vh)] w-full overflow-y-auto overscroll-contain rounded-xl border border-stone-200 bg-white py-1 shadow-float',
          className,
        )}
      >
        {items.map((item, index) => {
          const Icon = item.kind === 'search' ? Search : MapPin;
          return (
            // The keys are on the box (aria-activedescendant); a click is the pointer's way.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={item.href}
              id={`${id}-${index}`}
              role="option"
              aria-selected={index === active}
              onClick={() => pick(item)}
              className={cn(
                'flex min-h-11 cursor-pointer items-center gap-2.5 px-3 py-2 text-[15px] text-stone-800',
                index === active ? 'bg-brand-50 text-brand-900' : 'hover:bg-stone-50',
              )}
            >
              <Icon className="size-4 shrink-0 text-stone-400" aria-hidden="true" />
              <span className="min-w-0 flex-1 break-words">{item.label}</span>
              <span className="shrink-0 text-sm text-stone-500 tabular">
                {plural('listings', item.count)}
              </span>
            </li>
          );
        })}
      </ul>
      <div role="status" className="sr-only">
        {shown ? plural('count', items.length) : ''}
      </div>
    </>
  );
}
