// Server render: React Router's default streaming entry, wrapped in the translator of the
// request's language (so the first byte has the right texts and direction).
import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { translatorFor } from './i18n/fixed-t.server.ts';
import { requestLanguage } from './i18n/language.server.ts';
import { TranslationProvider } from './i18n/react.tsx';
import { hydrateAfterPaint } from './render/hydrate-after-paint.server.ts';
import { NonceContext } from './ui/nonce.ts';

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // The Content-Security-Policy nonce of this answer: every inline script written below carries
  // it (React's own, React Router's data and <Scripts>), any other inline script is refused.
  const nonce = loadContext.cspNonce;
  const translator = translatorFor(requestLanguage(request));
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers and SPA-mode get the whole document at once; people get it streamed.
    const readyOption =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <TranslationProvider translator={translator}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </TranslationProvider>
      </NonceContext>,
      {
        nonce,
        // A finished Suspense boundary is written in place, however long. By default React
        // moves one over 12.8 KB to the end of the stream, hidden, and a script puts it back
        // (after a reveal delay in React 19.2): the page's lower sections, which only wrap
        // themselves in Suspense to hydrate later (app/ui/hydrate-later.tsx), would be drawn
        // late and moved by script. Boundaries that really wait for data still stream.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          // In development Vite's own module scripts must run at once.
          const body = import.meta.env.PROD ? hydrateAfterPaint(nonce) : new PassThrough();
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors after the shell are logged; before it, onShellError rejects the request.
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
}
