// The hero's search box: buy or rent, a keyword, a type and a wilaya; it opens the list page with
// the page address's query keys (keyword, type, wilayas). Works as a plain GET form without script:
// the browser then sends the chosen kind as `kind`, which the list page turns into its address.
// A tap on its button in the moment before hydration is such a submit (decision 0031). Once the
// script runs the keyword box offers suggestions; one picked opens its own search (decision 0071).
import { Search } from 'lucide-react';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Form, useLocation, useNavigate } from 'react-router';
import { isLanguage } from '../../../common/languages.ts';
import { WILAYAS } from '../../../common/wilayas.ts';
import { Button } from '../../ui/button.tsx';
import { cn } from '../../ui/cn.ts';
import { HiddenFields, languageParam } from '../../ui/hidden-fields.tsx';
import { useSuggestions } from '../suggest/suggest-box.ts';

type Kind = 'sell' | 'rent';

const fieldClasses =
  'h-12 w-full rounded-xl border border-stone-200 bg-stone-50 px-3.5 text-[15px] text-stone-900 transition hover:border-stone-300 focus:border-brand-600 focus:bg-white focus:ring-2 focus:ring-brand-600/20 focus:outline-none';

export function HeroSearch({ types }: { types: { id: number; name: string }[] }) {
  const { t, i18n } = useTranslation('home');
  const language = isLanguage(i18n.language) ? i18n.language : 'fr';
  const navigate = useNavigate();
  const { search } = useLocation();
  const id = useId();
  const [kind, setKind] = useState<Kind>('sell');
  const form = useRef<HTMLFormElement>(null);
  const keyword = useRef<HTMLInputElement>(null);
  // The list page of a search (`/properties/<kind>`) or of a suggestion picked, with the form's
  // fields as the browser sends them without script (`kind`, `type`, `wilayas`, `lang`): the
  // list page applies the pickers where the words name nothing else (decision 0075).
  const openList = (href: string) => {
    const url = new URL(href, location.origin);
    for (const [key, value] of new FormData(form.current ?? undefined)) {
      if (key !== 'keyword' || !url.searchParams.has(key)) url.searchParams.set(key, String(value));
    }
    void navigate(url.pathname + url.search);
  };
  // The list wider than the keyword field, which shares its row with the pickers; on a phone,
  // where the field is the card's width, no wider than the card (its margins: 2 × 1.75rem).
  useSuggestions(keyword, language, openList, 'min-w-[min(24rem,calc(100vw-3.5rem))]');
  // "Rent" chosen before hydration is in the page, not in the state: the state takes it, so the
  // next render does not put "buy" back.
  useLayoutEffect(() => {
    const chosen = form.current?.querySelector<HTMLInputElement>('input[name="kind"]:checked');
    if (chosen?.value === 'rent') setKind('rent');
  }, []);

  return (
    <Form
      ref={form}
      method="get"
      action={`/properties/${kind}`}
      role="search"
      aria-label={t('search.label')}
      data-testid="hero-search"
      className="rounded-2xl bg-white p-3 shadow-float ring-1 ring-black/5 sm:p-4"
      onSubmit={(event) => {
        event.preventDefault();
        openList(`/properties/${kind}`);
      }}
    >
      <HiddenFields params={languageParam(search)} />
      <fieldset className="mb-3 flex items-center gap-3">
        <legend className="sr-only">{t('search.kind')}</legend>
        <div className="inline-flex rounded-xl bg-stone-100 p-1">
          {(['sell', 'rent'] as const).map((option) => (
            <label
              key={option}
              className={cn(
                'relative cursor-pointer rounded-lg px-5 py-2 text-sm font-semibold transition has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-gold-400',
                kind === option
                  ? 'bg-brand-700 text-white shadow-sm'
                  : 'text-stone-600 hover:text-stone-900',
              )}
            >
              <input
                type="radio"
                name="kind"
                value={option}
                checked={kind === option}
                onChange={() => setKind(option)}
                className="sr-only"
              />
              {option === 'sell' ? t('search.buy') : t('search.rent')}
            </label>
          ))}
        </div>
      </fieldset>

      <div className="grid gap-2.5 md:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)_minmax(0,1fr)_auto]">
        <div className="relative">
          <label htmlFor={`${id}-keyword`} className="sr-only">
            {t('search.keyword')}
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute start-3.5 top-1/2 size-4.5 -translate-y-1/2 text-stone-400"
          />
          <input
            ref={keyword}
            id={`${id}-keyword`}
            name="keyword"
            type="search"
            autoComplete="off"
            placeholder={t('search.keyword_placeholder')}
            className={cn(fieldClasses, 'ps-10 placeholder:text-stone-500')}
          />
        </div>
        <div>
          <label htmlFor={`${id}-type`} className="sr-only">
            {t('search.type')}
          </label>
          <select id={`${id}-type`} name="type" defaultValue="" className={fieldClasses}>
            <option value="">{t('search.type_any')}</option>
            {types.map((type) => (
              <option key={type.id} value={type.id}>
                {type.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-wilaya`} className="sr-only">
            {t('search.wilaya')}
          </label>
          <select id={`${id}-wilaya`} name="wilayas" defaultValue="" className={fieldClasses}>
            <option value="">{t('search.wilaya_any')}</option>
            {WILAYAS.map((wilaya) => (
              <option key={wilaya.id} value={wilaya.id}>
                {wilaya.code} - {wilaya[language]}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" size="lg" className="h-12 md:px-6">
          <Search className="size-5" aria-hidden="true" />
          {t('search.submit')}
        </Button>
      </div>
    </Form>
  );
}
