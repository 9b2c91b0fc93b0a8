import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { HydratedRouter } from 'react-router/dom';
import { DEFAULT_LANGUAGE, isLanguage } from '../common/languages.ts';
import { createI18n } from './i18n/config.ts';
import { loadResources } from './i18n/resources.client.ts';

// The server chose the language (and wrote it in <html lang>): the browser follows it.
const htmlLanguage = document.documentElement.lang;
const language = isLanguage(htmlLanguage) ? htmlLanguage : DEFAULT_LANGUAGE;
const isCms = location.pathname === '/cms' || location.pathname.startsWith('/cms/');
const i18n = createI18n(language, await loadResources(language, isCms));

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <HydratedRouter />
      </I18nextProvider>
    </StrictMode>,
  );
});
