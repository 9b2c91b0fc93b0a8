// The public pages are rendered on the server: their HTML, stylesheet, font and first photo are
// the whole first screen, and the JavaScript only makes it interactive (hydration). React Router's
// <Scripts> would have the browser fetch ~50 modules (≈ 190 KB gzip) at once with the document,
// which on a slow phone connection share the bandwidth with what the first paint needs and push
// the first paint and the largest one back by seconds (docs/performance.md, Lighthouse).
//
// This stream holds the hydration code back until the first screen is on display: it makes the
// module preloads and React Router's module script inert as they pass, and ends the body with a
// small script that, once the browser has painted and the first screen's photo has arrived,
// turns them back on. Links and forms work meanwhile (they are plain HTML); the page becomes
// interactive a moment after it is seen instead of before. Decision 0010.
import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

const INERT_PRELOAD = 'deferred-modulepreload';
const INERT_MODULE = 'text/deferred-module';

/**
 * Tags rewritten on the way out, each to an inert form the browser does not fetch or run. The
 * attribute is matched wherever it stands in the tag: React Router writes the nonce first.
 */
const REWRITES: ReadonlyArray<readonly [RegExp, string]> = [
  [/<link\b([^>]*?)\brel="modulepreload"/g, `<link$1rel="${INERT_PRELOAD}"`],
  [/<script\b([^>]*?)\btype="module"/g, `<script$1type="${INERT_MODULE}"`],
];
const BODY_END = '</body>';

/**
 * Preloads turned back on per task. Starting a request costs the browser's main thread about a
 * millisecond (four on the slow phone Lighthouse simulates), so the ~50 of a page at once made
 * one long task that held off a tap. Three at a time keeps each task short (six did not always:
 * traces showed 20+ ms tasks; Lighthouse, Home page, median of 7, TBT fr 205 -> 129 ms, ar
 * 264 -> 126), and the module script then starts in a task of its own.
 */
const PRELOADS_PER_TASK = 3;

/**
 * Waits for the first frame (rAF fires once the stylesheet is in and the page is about to paint)
 * and for the first screen's high-priority photo (at most 3 s; 5 s in all, for a tab opened in
 * the background, where frames wait until it is shown), then restores the preloads and
 * re-creates each inert module script as a real one with the same nonce (the CSP allows it).
 */
function resumeScript(nonce: string | undefined): string {
  const code = `(()=>{let done=false;const go=()=>{if(done)return;done=true;
const links=[...document.querySelectorAll('link[rel="${INERT_PRELOAD}"]')];
const run=()=>{for(const o of document.querySelectorAll('script[type="${INERT_MODULE}"]')){const s=document.createElement('script');s.type='module';s.nonce=o.nonce;s.textContent=o.textContent;o.replaceWith(s);}};
const next=()=>{for(const l of links.splice(0,${PRELOADS_PER_TASK}))l.rel='modulepreload';setTimeout(links.length?next:run,0);};
next();};
const photo=document.querySelector('img[fetchpriority="high"]');
requestAnimationFrame(()=>setTimeout(()=>{if(!photo||photo.complete)return go();photo.addEventListener('load',go);photo.addEventListener('error',go);setTimeout(go,3000);},0));
setTimeout(go,5000);})();`;
  return `<script${nonce ? ` nonce="${nonce}"` : ''}>${code}</script>`;
}

/** A pass-through HTML stream that defers hydration until the first screen is painted. */
export function hydrateAfterPaint(nonce: string | undefined): Transform {
  // A tag may be cut between two chunks: the tail that could begin one waits for the next chunk.
  let carry = '';
  let resumed = false;
  // Bytes to text without splitting a character that straddles two chunks (Arabic is two bytes).
  const decoder = new StringDecoder('utf8');
  const rewrite = (text: string) => {
    let out = text;
    for (const [from, to] of REWRITES) out = out.replaceAll(from, to);
    if (!resumed && out.includes(BODY_END)) {
      resumed = true;
      out = out.replace(BODY_END, resumeScript(nonce) + BODY_END);
    }
    return out;
  };
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const text = carry + (typeof chunk === 'string' ? chunk : decoder.write(chunk));
      // A tag the next chunk completes waits for it (its attributes are not all here yet).
      const cut = openTagStart(text);
      carry = text.slice(cut);
      callback(null, rewrite(text.slice(0, cut)));
    },
    flush(callback) {
      callback(null, rewrite(carry + decoder.end()));
    },
  });
}

/** Where a tag that `text` leaves open begins (a '<' with no '>' after it), or its length. */
function openTagStart(text: string): number {
  const open = text.lastIndexOf('<');
  return open !== -1 && text.indexOf('>', open) === -1 ? open : text.length;
}
