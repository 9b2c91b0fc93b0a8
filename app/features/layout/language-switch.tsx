// ar | fr | en: plain links to the same page with ?lang=, loaded as a whole new document so the
// server renders the new language and direction (docs/product.md, "Languages").
import { useTranslation } from '../../i18n/react.tsx';
import { Link, useLocation } from 'react-router';
import { LANGUAGES, type Language } from '../../../common/languages.ts';
import { cn } from '../../ui/cn.ts';

const SHORT: Record<Language, string> = { ar: 'عربي', fr: 'FR', en: 'EN' };
/** Display order of the switch (spec: ar | fr | en). */
const ORDER: readonly Language[] = ['ar', 'fr', 'en'];

export function useLanguageHref() {
  const { pathname, search } = useLocation();
  return (language: Language) => {
    const query = new URLSearchParams(search);
    query.set('lang', language);
    return `${pathname}?${query.toString()}`;
  };
}

export function LanguageSwitch({
  variant,
  onChoose,
}: {
  variant: 'bar' | 'drawer';
  onChoose?: () => void;
}) {
  const { t, i18n } = useTranslation('common');
  const hrefFor = useLanguageHref();
  const current = i18n.language;
  const languages = ORDER.filter((language) => LANGUAGES.includes(language));
  return (
    <ul
      className={cn(
        'flex items-center',
        variant === 'bar'
          ? 'gap-0.5 text-[13px]'
          : 'grid grid-cols-3 gap-1 rounded-xl bg-stone-100 p-1 text-sm',
      )}
    >
      {languages.map((language, index) => {
        const active = language === current;
        const label = variant === 'bar' ? SHORT[language] : t(`language.${language}`);
        const common = cn(
          'flex items-center justify-center font-semibold',
          variant === 'bar' ? 'h-7 min-w-9 rounded-md px-2' : 'h-10 rounded-lg px-2',
          language === 'ar' && 'font-arabic',
        );
        return (
          <li key={language} className="flex items-center">
            {variant === 'bar' && index > 0 && (
              <span aria-hidden="true" className="mx-0.5 text-brand-300/60">
                |
              </span>
            )}
            {active ? (
              <span
                aria-current="true"
                lang={language}
                title={t(`language.${language}`)}
                className={cn(
                  common,
                  variant === 'bar'
                    ? 'bg-white/15 text-white'
                    : 'bg-white text-brand-800 shadow-sm',
                )}
              >
                {label}
                {variant === 'bar' && (
                  <span className="sr-only"> — {t(`language.${language}`)}</span>
                )}
              </span>
            ) : (
              <Link
                reloadDocument
                to={hrefFor(language)}
                hrefLang={language}
                lang={language}
                onClick={onChoose}
                className={cn(
                  common,
                  variant === 'bar'
                    ? 'text-brand-100 hover:bg-white/10 hover:text-white'
                    : 'text-stone-600 hover:bg-white/70 hover:text-stone-900',
                )}
              >
                {label}
                {variant === 'bar' && <span className="sr-only"> {t(`language.${language}`)}</span>}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}
