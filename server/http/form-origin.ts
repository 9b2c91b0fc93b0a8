// Which origins may post the pages' forms (the forms sent before or without the script), checked
// before React Router's own check so that a refusal is an HTML page in the page's language and a
// JSON log line — not React Router's bare text/plain "Bad Request" and a stack trace on stderr.
//
// The rule: a post without an Origin header passes (React Router's rule too); else its origin must
// be the site's public origin. Without PUBLIC_URL the site is reached on this machine, and the
// loopback names (localhost, 127.0.0.1, [::1]) are one origin: a post from any of them passes when
// the request itself was addressed to a loopback name on the same port (another local app on
// another port does not). A passing post is handed on with the public origin, so React Router's
// check (which compares with the public origin: server/web/bridge.ts) agrees.
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  DEFAULT_LANGUAGE,
  directionOf,
  isLanguage,
  LANGUAGE_COOKIE,
  type Language,
} from '../../common/languages.ts';
import type { Config } from '../config.ts';
import { publicOrigin } from './public-url.ts';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);
const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function parsed(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** The port of an http(s) URL or Host header, the default port filled in. */
function portOf(url: URL): string {
  return url.port || (url.protocol === 'https:' ? '443' : '80');
}

/**
 * Whether a form posted with this Origin header to this Host may be handled. `origin` undefined:
 * no header (allowed).
 */
export function isAllowedFormOrigin(
  config: Pick<Config, 'PUBLIC_URL' | 'PORT'>,
  origin: string | undefined,
  host: string | undefined,
): boolean {
  if (origin === undefined) return true;
  const site = publicOrigin(config);
  if (origin === site) return true;
  if (config.PUBLIC_URL) return false;
  const from = parsed(origin);
  const to = host ? parsed(`http://${host}`) : null;
  if (!from || !to || (from.protocol !== 'http:' && from.protocol !== 'https:')) return false;
  return LOOPBACK.has(from.hostname) && LOOPBACK.has(to.hostname) && portOf(from) === portOf(to);
}

const REFUSAL: Record<Language, { title: string; text: string; back: string }> = {
  fr: {
    title: 'Formulaire non envoyé',
    text: "Ce formulaire vient d'une autre adresse que celle du site : pour votre sécurité, il n'a pas été pris en compte. Rouvrez la page depuis l'adresse du site, puis envoyez-le à nouveau.",
    back: 'Rouvrir la page',
  },
  ar: {
    title: 'لم يُرسَل النموذج',
    text: 'هذا النموذج صادر عن عنوان غير عنوان الموقع، ولذلك لم يُؤخذ بعين الاعتبار حفاظًا على أمانك. افتح الصفحة من جديد من عنوان الموقع ثم أعد إرساله.',
    back: 'إعادة فتح الصفحة',
  },
  en: {
    title: 'Form not sent',
    text: "This form came from another address than the site's: for your safety it was not taken into account. Open the page again from the site's address, then send it once more.",
    back: 'Open the page again',
  },
};

/** The page's language: /cms is French; else ?lang=, then the language cookie, then French. */
function languageOf(request: FastifyRequest): Language {
  const url = new URL(request.url, 'http://site');
  if (url.pathname === '/cms' || url.pathname.startsWith('/cms/')) return 'fr';
  const query = url.searchParams.get('lang');
  if (isLanguage(query)) return query;
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, value] = part.trim().split('=');
    if (key === LANGUAGE_COOKIE && isLanguage(value)) return value;
  }
  return DEFAULT_LANGUAGE;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Checks a page request's origin. Answers the refusal itself (403, an HTML page, a JSON warning
 * in the log) and returns false; returns true when the request goes on.
 */
export function checkFormOrigin(
  config: Pick<Config, 'PUBLIC_URL' | 'PORT'>,
  request: FastifyRequest,
  reply: FastifyReply,
  /** The page's CSP nonce, for its one style block. */
  nonce: string,
): boolean {
  if (!MUTATIONS.has(request.method)) return true;
  const origin = request.headers.origin;
  if (isAllowedFormOrigin(config, origin, request.headers.host)) {
    // React Router compares the Origin with the public origin: a loopback alias is that origin.
    if (origin !== undefined) request.headers.origin = publicOrigin(config);
    return true;
  }
  request.log.warn(
    { origin, host: request.headers.host, method: request.method, url: request.url },
    'form post refused: its origin is not the site',
  );
  const language = languageOf(request);
  const words = REFUSAL[language];
  const path = new URL(request.url, 'http://site');
  const back = `${path.pathname}${path.search}`;
  void reply
    .status(403)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(
      `<!doctype html><html lang="${language}" dir="${directionOf(language)}"><head>` +
        `<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<meta name="robots" content="noindex"><title>${escapeHtml(words.title)}</title>` +
        `<style nonce="${nonce}">body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;` +
        `padding:0 1rem;line-height:1.6;color:#1c1917}h1{font-size:1.5rem}a{color:#0f6b4f}</style></head>` +
        `<body><main><h1>${escapeHtml(words.title)}</h1><p>${escapeHtml(words.text)}</p>` +
        `<p><a href="${escapeHtml(back)}">${escapeHtml(words.back)}</a></p></main>` +
        `</body></html>`,
    );
  return false;
}
