// The drawer's search box. From any page it searches when the visitor submits (the search key of
// a phone's keyboard, Enter, or its button): a keyword typed letter by letter on a phone is never
// sent half-written, which used to take the visitor to the list after the first letter and lose
// the rest (decision 0031). On a list page, the page being searched is already on screen: the
// keyword also goes into its address after a pause in the typing (LIST_PAUSE_MS), replacing the
// current entry (no history entry per word). Before the script runs, the browser sends it as a
// GET form to the same address. Once the script runs it offers suggestions while the visitor
// types (decision 0071); a suggestion picked opens its search.
import { Search } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useLocation, useNavigate } from 'react-router';
import { HiddenFields, languageParam, paramsExcept } from '../../ui/hidden-fields.tsx';
import { useTypedKeyword } from '../suggest/typed-keyword.ts';
import { useSuggestions } from '../suggest/suggest-box.ts';
import { LIST_PAGE } from './nav-items.ts';

/**
 * The pause after which a list page applies the keyword typed so far. A phone's typist takes up
 * to 0.6 s a letter (the measure); twice that is a pause, not the next letter coming.
 */
export const LIST_PAUSE_MS = 1200;

export function DrawerSearch({ onPicked }: { onPicked?: () => void }) {
  const { t, i18n } = useTranslation('common');
  const id = useId();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const onListPage = LIST_PAGE.test(pathname);
  const urlKeyword = onListPage ? (new URLSearchParams(search).get('keyword') ?? '') : '';
  const [value, setValue] = useState(urlKeyword);
  const input = useRef<HTMLInputElement>(null);
  // On a list page the typed words apply to the search shown when the typing began, as in the
  // list's own box (typed-keyword.ts): removing a word typed earlier removes its chip.
  const shown = useMemo(() => ({ pathname, search }), [pathname, search]);
  const keyword = useTypedKeyword(shown, urlKeyword, (from, words) => {
    const params = new URLSearchParams(from.search);
    if (words) params.set('keyword', words);
    else params.delete('keyword');
    params.delete('page'); // a new keyword starts from the first page
    const next = params.toString();
    void navigate({ pathname: from.pathname, search: next ? `?${next}` : '' }, { replace: true });
  });
  const { typing } = keyword;

  // Letters typed before hydration are in the box, not in the state: they are kept, never
  // replaced by the server's empty value on the next render.
  useLayoutEffect(() => {
    const current = input.current?.value ?? '';
    if (current !== urlKeyword) {
      keyword.type();
      setValue(current);
    }
    // Once, at hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = () => {
    const trimmed = value.trim();
    if (onListPage) {
      keyword.apply(value);
      typing.current = false;
    } else if (trimmed) {
      const params = languageParam(search);
      params.set('keyword', trimmed);
      void navigate(`/properties/both?${params.toString()}`);
    }
  };

  useSuggestions(input, i18n.language, (href) => {
    typing.current = false;
    void navigate(href);
    onPicked?.();
  });

  useEffect(() => {
    if (!typing.current || !onListPage) return;
    // Not after a suggestion was picked: its search is the one wanted.
    const timer = setTimeout(() => typing.current && keyword.apply(value), LIST_PAUSE_MS);
    return () => clearTimeout(timer);
    // Only the typed value restarts the wait.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);

  return (
    <form
      method="get"
      action={onListPage ? pathname : '/properties/both'}
      role="search"
      className="relative w-full"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <HiddenFields
        params={onListPage ? paramsExcept(search, ['keyword']) : languageParam(search)}
      />
      <label htmlFor={id} className="sr-only">
        {t('search.label')}
      </label>
      <Search
        className="pointer-events-none absolute start-3.5 top-1/2 size-4.5 -translate-y-1/2 text-stone-400"
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
        onChange={(event) => {
          keyword.type();
          setValue(event.target.value);
        }}
        placeholder={t('search.placeholder')}
        className="h-12 w-full rounded-xl border border-stone-300 bg-white ps-10 pe-12 text-base text-stone-900 placeholder:text-stone-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none"
      />
      <button
        type="submit"
        aria-label={t('drawer.search_submit')}
        className="absolute inset-y-1 end-1 inline-flex w-10 items-center justify-center rounded-lg bg-brand-700 text-white hover:bg-brand-800"
      >
        <Search className="size-4.5 rtl:-scale-x-100" aria-hidden="true" />
      </button>
    </form>
  );
}
