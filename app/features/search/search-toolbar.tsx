// The bar under the header, kept in view while the results scroll: the keyword box (written to
// the address 400ms after the last keystroke, in place, with its suggestions: decision 0071),
// the filters button with the number of active filters, and on large screens the map switch. A thin bar shows a search in progress.
import { Map as MapIcon, Search, SlidersHorizontal } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import { countFilters } from '../../../common/search-query.ts';
import { buttonClasses } from '../../ui/button.tsx';
import { cn } from '../../ui/cn.ts';
import { HiddenFields, paramsExcept } from '../../ui/hidden-fields.tsx';
import { useSuggestions } from '../suggest/suggest-box.ts';
import { AlertMeButton } from '../visits/alert-me-button.tsx';
import { useSearch } from './search-context.tsx';
import { hydrateNearScreenFrom } from '../../ui/hydrate-later.tsx';
import { FILTERS_HASH } from './use-filters-panel.ts';
import { useTypedKeyword } from '../suggest/typed-keyword.ts';

export const KEYWORD_DEBOUNCE_MS = 400;

/** "Near me": the server's HTML (a working GET form) until its code, fetched apart, is there. */
const NearMe = hydrateNearScreenFrom(() => import('./area/near-me.tsx'), 'NearMe');

function KeywordBox() {
  const { t } = useTranslation('search');
  // The search on screen: a new one (its own identity) at each address.
  const shown = useSearch();
  const { state, language } = shown;
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(state.keyword);
  // The visitor is typing: the box keeps the typed words while the address takes them (its
  // redirect moves the understood ones into chips), so the suggestions and the words typed so
  // far stay as they are until the typing ends (Enter, a suggestion, leaving the box).
  const keyword = useTypedKeyword(shown, state.keyword, (from, words) =>
    from.go(
      { ...from.state, keyword: words, page: 1 },
      { kind: from.kind, replace: true, keepScroll: true },
    ),
  );
  const { typing } = keyword;

  // The address changed elsewhere (a chip removed, back button): show its keyword.
  useEffect(() => {
    if (!typing.current) setValue(state.keyword);
  }, [state.keyword, typing]);

  /** The typing is over: its words go to the address, the box shows what the address keeps. */
  const finish = () => {
    if (!typing.current) return;
    keyword.apply(value);
    typing.current = false;
    setValue(state.keyword);
  };

  useSuggestions(
    input,
    language,
    (href) => {
      typing.current = false;
      setValue(state.keyword);
      void navigate(href);
    },
    // Wider than the phone's box, as wide as the bar.
    'min-w-[min(24rem,calc(100vw-2rem))]',
  );

  useEffect(() => {
    if (!typing.current) return;
    // Not once the typing is over (a suggestion picked, Enter, the box left).
    const timer = setTimeout(() => typing.current && keyword.apply(value), KEYWORD_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // Only the typed value restarts the wait.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);

  return (
    // Before the script runs, the browser sends it as GET to this list page with the other
    // filters as hidden fields; afterwards the keyword goes into the address in place.
    <form
      method="get"
      action={pathname}
      role="search"
      className="relative min-w-0 flex-1 md:max-w-md"
      onSubmit={(event) => {
        event.preventDefault();
        finish();
      }}
    >
      <HiddenFields params={paramsExcept(search, ['keyword'])} />
      <label htmlFor={id} className="sr-only">
        {t('toolbar.keyword_label')}
      </label>
      <Search
        className="pointer-events-none absolute start-3 top-1/2 size-4.5 -translate-y-1/2 text-stone-400"
        aria-hidden="true"
      />
      <input
        ref={input}
        id={id}
        type="search"
        name="keyword"
        enterKeyHint="search"
        autoComplete="off"
        value={value}
        onBlur={finish}
        onChange={(event) => {
          keyword.type();
          setValue(event.target.value);
        }}
        placeholder={t('toolbar.keyword_placeholder')}
        className="h-11 w-full rounded-xl border border-stone-300 bg-white ps-10 pe-3 text-base text-stone-900 placeholder:text-[15px] placeholder:text-stone-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none"
      />
    </form>
  );
}

export function SearchToolbar({
  onOpenFilters,
  onFiltersWanted,
  mapOpen,
  onToggleMap,
  alertsEnabled = false,
}: {
  onOpenFilters: () => void;
  /** The visitor points at or focuses the filters button: time to fetch the panel's code. */
  onFiltersWanted: () => void;
  mapOpen: boolean;
  onToggleMap: () => void;
  alertsEnabled?: boolean;
}) {
  const { t } = useTranslation('search');
  const { state, kind, language } = useSearch();
  const navigation = useNavigation();
  const count = countFilters(state);
  const busy =
    navigation.state === 'loading' && navigation.location.pathname.startsWith('/properties/');

  return (
    <div className="sticky top-(--header-height) z-30 border-b border-stone-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div
        className={cn(
          'flex h-(--search-toolbar-height) items-center gap-2 px-4 sm:px-6 lg:px-8',
          !mapOpen && 'mx-auto max-w-7xl',
        )}
      >
        <KeywordBox />
        {/* A link to #filters: before the script runs the browser shows the main filters as a
            plain form there (quick-filters.tsx); once hydrated it opens the panel, on the same
            address, so a tap made in between opens the panel when the script arrives. */}
        <a
          href={FILTERS_HASH}
          role="button"
          aria-haspopup="dialog"
          onClick={(event) => {
            event.preventDefault();
            onOpenFilters();
          }}
          onPointerEnter={onFiltersWanted}
          onFocus={onFiltersWanted}
          data-testid="open-filters"
          aria-label={count ? t('toolbar.filters_count', { count }) : t('toolbar.filters')}
          className={buttonClasses({ variant: 'outline', className: 'relative h-11 px-3 sm:px-4' })}
        >
          <SlidersHorizontal className="size-4.5" aria-hidden="true" />
          <span className="hidden sm:inline">{t('toolbar.filters')}</span>
          {/* A space: read together, "Filtres1" would not be part of the label (axe). */}{' '}
          {count > 0 && (
            <span
              aria-hidden="true"
              className="absolute -end-1.5 -top-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-gold-400 px-1 text-xs leading-5 font-bold text-brand-950 tabular sm:static sm:bg-brand-700 sm:text-white"
            >
              {count}
            </span>
          )}
        </a>
        <NearMe />
        <AlertMeButton kind={kind} state={state} language={language} mailEnabled={alertsEnabled} />
        <button
          type="button"
          onClick={onToggleMap}
          aria-pressed={mapOpen}
          data-testid="toggle-map"
          className={buttonClasses({
            variant: mapOpen ? 'primary' : 'outline',
            className: 'ms-auto h-11 max-lg:hidden',
          })}
        >
          <MapIcon className="size-4.5" aria-hidden="true" />
          {mapOpen ? t('toolbar.hide_map') : t('toolbar.show_map')}
        </button>
      </div>
      <div
        aria-hidden="true"
        className={cn(
          'absolute inset-x-0 -bottom-px h-0.5 origin-[0%_50%] bg-brand-600 transition-opacity rtl:origin-[100%_50%]',
          busy ? 'animate-[search-progress_1.2s_ease-out_infinite] opacity-100' : 'opacity-0',
        )}
      />
    </div>
  );
}
