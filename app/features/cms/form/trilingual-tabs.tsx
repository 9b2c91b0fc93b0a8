// The texts of a listing in French, Arabic and English, one tab per language. A tab whose fields
// have an error carries a red mark; Arabic fields are written right to left. All three panels stay
// mounted (hidden when inactive) so the form keeps and validates every language.
import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';

export const FORM_LANGUAGES = ['fr', 'ar', 'en'] as const;
export type FormLanguage = (typeof FORM_LANGUAGES)[number];

export const LANGUAGE_LABELS: Record<FormLanguage, string> = {
  fr: 'Français',
  ar: 'العربية',
  en: 'English',
};

interface TrilingualTabsProps {
  value: FormLanguage;
  onValueChange: (language: FormLanguage) => void;
  errors: Partial<Record<FormLanguage, boolean>>;
  /** Which languages are complete (a check mark), e.g. the name is filled. */
  children: (language: FormLanguage) => ReactNode;
}

export function TrilingualTabs({ value, onValueChange, errors, children }: TrilingualTabsProps) {
  return (
    <Tabs.Root value={value} onValueChange={(next) => onValueChange(next as FormLanguage)}>
      <Tabs.List
        aria-label="Langue des textes"
        className="mb-4 flex gap-1 overflow-x-auto border-b border-slate-200"
      >
        {FORM_LANGUAGES.map((language) => (
          <Tabs.Trigger
            key={language}
            value={language}
            className="relative -mb-px inline-flex h-10 items-center gap-2 border-b-2 border-transparent px-4 text-sm font-medium text-slate-600 hover:text-slate-900 data-[state=active]:border-brand-700 data-[state=active]:text-brand-900"
          >
            <span lang={language} dir={language === 'ar' ? 'rtl' : 'ltr'}>
              {LANGUAGE_LABELS[language]}
            </span>
            {errors[language] && (
              <>
                <span aria-hidden className="size-2 rounded-full bg-red-600" />
                <span className="sr-only">(contient des erreurs)</span>
              </>
            )}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {FORM_LANGUAGES.map((language) => (
        <Tabs.Content
          key={language}
          value={language}
          forceMount
          className="data-[state=inactive]:hidden"
          lang={language}
          dir={language === 'ar' ? 'rtl' : 'ltr'}
        >
          {children(language)}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
