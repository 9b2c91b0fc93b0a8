// Every language and namespace, loaded once on the server.
import type { Resource, ResourceLanguage } from 'i18next';

const files = import.meta.glob<{ default: ResourceLanguage }>('./locales/*/*.json', {
  eager: true,
});

export const allResources: Resource = {};
for (const [file, module] of Object.entries(files)) {
  const [, language, namespace] = /\.\/locales\/(\w+)\/(\w+)\.json$/.exec(file)!;
  (allResources[language!] ??= {})[namespace!] = module.default;
}
