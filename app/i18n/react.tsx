// The pages' side of the translator (app/i18n/translator.ts): the provider set by the server
// and browser entries, `useTranslation` and `Trans`, with the shapes of react-i18next's that the
// pages use, so a component reads the same either way (decision 0033).
import {
  Fragment,
  cloneElement,
  createContext,
  use,
  type ReactElement,
  type ReactNode,
} from 'react';
import type { Language } from '../../common/languages.ts';
import type { Namespace } from './namespaces.ts';
import { interpolate, type TFunction, type TOptions, type Translator } from './translator.ts';

const TranslatorContext = createContext<Translator | null>(null);

/**
 * Texts already there, as a promise React's `use` reads at once (it is marked settled the way
 * React marks the promises it has seen), so `useTranslation` calls `use` on every render.
 */
const READY: Promise<void> & { status?: string; value?: void } = Promise.resolve();
READY.status = 'fulfilled';
READY.value = undefined;

export function TranslationProvider({
  translator,
  children,
}: {
  translator: Translator;
  children: ReactNode;
}) {
  return <TranslatorContext value={translator}>{children}</TranslatorContext>;
}

/** `t` for the namespaces (the first is the default; `common` if none), and the language. */
export function useTranslation(namespaces: Namespace | readonly Namespace[] = 'common'): {
  t: TFunction;
  i18n: { language: Language };
} {
  const translator = use(TranslatorContext);
  if (!translator) throw new Error('useTranslation needs a TranslationProvider above it');
  // A page's own texts arrive with the page: a navigation waits for them (in its transition).
  // `use` is called on every render, texts there or not. React replays a component that
  // suspended as soon as its promise settles, and it is that `use` call, met again, that lets
  // React go on with the component's first hooks; skipped on the replay (the texts have come
  // meanwhile), the first `useState` after it threw React's #467, reported as #520 after React
  // rendered the whole page again synchronously (the enquiry form, reached by a navigation).
  use(translator.pending([namespaces].flat()) ?? READY);
  return { t: translator.fixedT(namespaces), i18n: translator };
}

const TAG = /<(\w+)>(.*?)<\/\1>/g;

/**
 * A text with markup: each `<name>…</name>` of the text is drawn as `components[name]` around
 * its words. The markup is read before the values go in, so a value is always plain text.
 */
export function Trans({
  t,
  i18nKey,
  values = {},
  components,
}: {
  t: TFunction;
  i18nKey: string;
  values?: TOptions;
  components: Record<string, ReactElement>;
}) {
  // The text with its variables still written (each one given as itself), the plural chosen by
  // the count: the values go in per piece, below.
  const asWritten: TOptions = {};
  for (const name of Object.keys(values)) asWritten[name] = `{{${name}}}`;
  if (typeof values.count === 'number') asWritten.count = values.count;
  const text = t(i18nKey, asWritten);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name, inner] = match;
    parts.push(interpolate(text.slice(last, match.index), values));
    const component = components[name!];
    const content = interpolate(inner!, values);
    parts.push(component ? cloneElement(component, { key: match.index }, content) : content);
    last = match.index + whole.length;
  }
  parts.push(interpolate(text.slice(last), values));
  return <Fragment>{parts}</Fragment>;
}
