// Every language and namespace, loaded once on the server.
import type { Language } from '../../common/languages.ts';
import type { Namespace } from './namespaces.ts';
import type { Resources, Texts } from './translator.ts';

const files = import.meta.glob<{ default: Texts }>('./locales/*/*.json', { eager: true });

export const allResources: Resources = {};
for (const [file, module] of Object.entries(files)) {
  const [, language, namespace] = /\.\/locales\/(\w+)\/(\w+)\.json$/.exec(file)!;
  (allResources[language as Language] ??= {})[namespace as Namespace] = module.default;
}
