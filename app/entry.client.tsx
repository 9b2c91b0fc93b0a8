import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { DEFAULT_LANGUAGE, isLanguage } from '../common/languages.ts';
import { TranslationProvider } from './i18n/react.tsx';
import { isPageNamespace } from './i18n/namespaces.ts';
import { loadPageTexts, loadResources } from './i18n/resources.client.ts';
import { createTranslator } from './i18n/translator.ts';

// The server chose the language (and wrote it in <html lang>): the browser follows it.
const htmlLanguage = document.documentElement.lang;
const language = isLanguage(htmlLanguage) ? htmlLanguage : DEFAULT_LANGUAGE;
const isCms = location.pathname === '/cms' || location.pathname.startsWith('/cms/');
// The page's own texts, named by the server (root.tsx, data-texts); others come with later pages.
const pageTexts = (document.documentElement.dataset.texts ?? '').split(' ').filter(isPageNamespace);
const translator = createTranslator(
  language,
  await loadResources(language, pageTexts, isCms),
  (namespaces) => loadPageTexts(language, namespaces),
);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <TranslationProvider translator={translator}>
        <HydratedRouter />
      </TranslationProvider>
    </StrictMode>,
  );
});
