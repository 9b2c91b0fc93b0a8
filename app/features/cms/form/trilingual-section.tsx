// A form section of texts in three languages: one tab per language (a red mark on a tab whose
// fields have an error), the language's fields laid out two by two.
import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { FormSection } from './field.tsx';
import { FORM_LANGUAGES, TrilingualTabs, type FormLanguage } from './trilingual-tabs.tsx';

/** How a field's label names its language: "Nom (FR)". */
export const LANGUAGE_SUFFIX: Record<FormLanguage, string> = { fr: 'FR', ar: 'AR', en: 'EN' };

export function TrilingualSection({
  id,
  title,
  description,
  language,
  onLanguage,
  languageOfField,
  readOnly = false,
  children,
}: {
  id: string;
  title: string;
  description: string;
  language: FormLanguage;
  onLanguage: (language: FormLanguage) => void;
  /** The language a field's name belongs to (null for a field in no language). */
  languageOfField: (name: string) => FormLanguage | null;
  /** The fields read-only; the tabs stay usable, to read every language. */
  readOnly?: boolean;
  children: (language: FormLanguage) => ReactNode;
}) {
  const { formState } = useFormContext();
  const failing = new Set(Object.keys(formState.errors).map(languageOfField));
  const errors = Object.fromEntries(FORM_LANGUAGES.map((lang) => [lang, failing.has(lang)]));
  return (
    <FormSection id={id} title={title} description={description}>
      <TrilingualTabs value={language} onValueChange={onLanguage} errors={errors}>
        {(lang) => (
          <fieldset disabled={readOnly} className="grid min-w-0 gap-4 sm:grid-cols-2">
            {children(lang)}
          </fieldset>
        )}
      </TrilingualTabs>
    </FormSection>
  );
}
