// Texts for the server side of a page (its <title> and description, computed in the loader):
// one i18next instance per language, made once and reused.
import type { TFunction, i18n } from 'i18next';
import type { Language } from '../../common/languages.ts';
import { createI18n, type Namespace } from './config.ts';
import { allResources } from './resources.server.ts';

const instances = new Map<Language, i18n>();

export function fixedT(language: Language, namespace: Namespace): TFunction {
  let instance = instances.get(language);
  if (!instance) {
    instance = createI18n(language, allResources);
    instances.set(language, instance);
  }
  return instance.getFixedT(language, namespace);
}
