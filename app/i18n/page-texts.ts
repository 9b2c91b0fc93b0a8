// Which of the pages' own texts (namespaces.ts, PAGE_NAMESPACES) the matched routes use: the
// root writes them on <html data-texts>, and the browser fetches them before hydrating.
import { useMatches } from 'react-router';
import type { TextsHandle } from './namespaces.ts';

export function usePageTexts(): string | undefined {
  const names = new Set(
    useMatches().flatMap((match) => (match.handle as TextsHandle | undefined)?.texts ?? []),
  );
  return names.size > 0 ? [...names].join(' ') : undefined;
}
