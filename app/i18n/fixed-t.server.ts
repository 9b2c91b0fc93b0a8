// Texts for the server side of a page (its <title> and description, computed in the loader):
// one translator per language over every text, made once and reused.
import type { Language } from '../../common/languages.ts';
import type { Namespace } from './namespaces.ts';
import { allResources } from './resources.server.ts';
import { createTranslator, type TFunction, type Translator } from './translator.ts';

const translators = new Map<Language, Translator>();

export function translatorFor(language: Language): Translator {
  let translator = translators.get(language);
  if (!translator) {
    translator = createTranslator(language, allResources);
    translators.set(language, translator);
  }
  return translator;
}

export function fixedT(language: Language, namespace: Namespace): TFunction {
  return translatorFor(language).fixedT(namespace);
}
