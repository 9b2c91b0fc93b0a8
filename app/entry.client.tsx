import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { HydratedRouter } from 'react-router/dom';
import { DEFAULT_LANGUAGE, isLanguage } from '../common/languages.ts';
import { createI18n } from './i18n/config.ts';
import { TranslationProvider } from './i18n/react.tsx';
import { loadResources } from './i18n/resources.client.ts';
import { createTranslator } from './i18n/translator.ts';

// The server chose the language (and wrote it in <html lang>): the browser follows it.
const htmlLanguage = document.documentElement.lang;
const language = isLanguage(htmlLanguage) ? htmlLanguage : DEFAULT_LANGUAGE;
const isCms = location.pathname === '/cms' || location.pathname.startsWith('/cms/');
const resources = await loadResources(language, isCms);
const i18n = createI18n(language, resources);
const translator = createTranslator(language, resources);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <TranslationProvider translator={translator}>
          <HydratedRouter />
        </TranslationProvider>
      </I18nextProvider>
    </StrictMode>,
  );
});
