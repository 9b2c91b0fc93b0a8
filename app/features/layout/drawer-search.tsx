// The drawer's search box (spec: "Mobile search box"). 400ms after the last keystroke the keyword
// goes into the address: on a list page it replaces the current entry (no history entry per
// keystroke); elsewhere, once the text is not empty, it opens /properties/both?keyword=...
// Before the script runs, the browser sends it as a GET form to the same address.
import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useLocation, useNavigate } from 'react-router';
import { HiddenFields, languageParam, paramsExcept } from '../../ui/hidden-fields.tsx';
import { LIST_PAGE } from './nav-items.ts';

export const SEARCH_DEBOUNCE_MS = 400;

export function DrawerSearch() {
  const { t } = useTranslation('common');
  const id = useId();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const onListPage = LIST_PAGE.test(pathname);
  const urlKeyword = onListPage ? (new URLSearchParams(search).get('keyword') ?? '') : '';
  const [value, setValue] = useState(urlKeyword);
  const typed = useRef(false);

  // The latest address, read when the timer fires (not a dependency of the timer).
  const latest = useRef({ pathname, search, onListPage });
  latest.current = { pathname, search, onListPage };

  const apply = (keyword: string) => {
    const { pathname: path, search: query, onListPage: list } = latest.current;
    const trimmed = keyword.trim();
    if (list) {
      const params = new URLSearchParams(query);
      if ((params.get('keyword') ?? '') === trimmed) return;
      if (trimmed) params.set('keyword', trimmed);
      else params.delete('keyword');
      params.delete('page'); // a new keyword starts from the first page
      const next = params.toString();
      void navigate({ pathname: path, search: next ? `?${next}` : '' }, { replace: true });
    } else if (trimmed) {
      void navigate(`/properties/both?${new URLSearchParams({ keyword: trimmed }).toString()}`);
    }
  };

  useEffect(() => {
    if (!typed.current) return;
    const timer = setTimeout(() => apply(value), SEARCH_DEBOUNCE_MS);
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
        apply(value);
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
        id={id}
        type="search"
        name="keyword"
        enterKeyHint="search"
        autoComplete="off"
        value={value}
        onChange={(event) => {
          typed.current = true;
          setValue(event.target.value);
        }}
        placeholder={t('search.placeholder')}
        className="h-12 w-full rounded-xl border border-stone-300 bg-white ps-10 pe-3 text-base text-stone-900 placeholder:text-stone-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none"
      />
    </form>
  );
}
