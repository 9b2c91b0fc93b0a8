// i18next set-up shared by the server render and the browser. Texts are bundled with the app
// (app/i18n/locales/<language>/<namespace>.json), never fetched from the API.
import { createInstance, type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, type Language } from '../../common/languages.ts';
import { NAMESPACES } from './namespaces.ts';

export function createI18n(language: Language, resources: Resource): i18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    ns: [...NAMESPACES],
    defaultNS: 'common',
    resources,
    interpolation: { escapeValue: false }, // React escapes already
    initAsync: false, // resources are in memory: ready synchronously, for the server render
    returnNull: false,
    showSupportNotice: false,
  });
  return instance;
}
