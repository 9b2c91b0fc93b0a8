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
const REWRITES: ReadonlyArray<readonly [RegExp, string | ((tag: string) => string)]> = [
  [/<link\b([^>]*?)\brel="modulepreload"/g, `<link$1rel="${INERT_PRELOAD}"`],
  [/<script\b[^>]*?\btype="module"[^>]*>/g, inertModuleScript],
];

/**
 * React Router's module script is `<script nonce type="module" async>`. Its inert form is a data
 * block, on which HTML allows no `async` (nor `defer`): the W3C checker reported it as an error
 * on every page. The attribute is dropped, which changes nothing: the resume script re-creates
 * the module script from JavaScript, and a script inserted that way runs as soon as it is ready
 * whatever its attribute (HTML's "force async").
 */
function inertModuleScript(tag: string): string {
  return tag
    .replace(/\btype="module"/, `type="${INERT_MODULE}"`)
    .replace(/\s(?:async|defer)(?:=(?:""|"async"|"defer"|''))?(?=[\s/>])/g, '');
}
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
 * Turns the hydration code back on once the first screen is on display: restores the preloads
 * and re-creates each inert module script as a real one with the same nonce (the CSP allows it).
 *
 * "On display" is read from the browser's own paint entries where it reports them: the first
 * contentful paint, and, when the first screen's high-priority photo will be the largest paint
 * (its visible area exceeds the largest paint so far), that photo's largest-contentful-paint
 * entry (or its failure). These entries arrive after the frame is presented, so no module request can start
 * before the largest paint; a request started earlier shares the phone's bandwidth with it, and
 * Lighthouse's model counts it in the largest paint (the rule this replaces, the first animation
 * frame and the photo's load, fired before the frame was presented on a busy machine: 2026-11-25,
 * property page in Arabic, LCP 2.6-3.5 s with every module request started before the paint).
 * Where the entries are not reported, the first frame and the photo's load (at most 3 s) stand in.
 * 5 s at most in all, for a tab opened in the background, where nothing paints until it is shown.
 */
function resumeScript(nonce: string | undefined): string {
  const code = `(()=>{let done=false;const go=()=>{if(done)return;done=true;
const links=[...document.querySelectorAll('link[rel="${INERT_PRELOAD}"]')];
const run=()=>{for(const o of document.querySelectorAll('script[type="${INERT_MODULE}"]')){const s=document.createElement('script');s.type='module';s.nonce=o.nonce;s.textContent=o.textContent;o.replaceWith(s);}};
const next=()=>{for(const l of links.splice(0,${PRELOADS_PER_TASK}))l.rel='modulepreload';setTimeout(links.length?next:run,0);};
next();};
const photo=document.querySelector('img[fetchpriority="high"]');
const types=(self.PerformanceObserver&&PerformanceObserver.supportedEntryTypes)||[];
if(types.includes('paint')&&types.includes('largest-contentful-paint')){
let painted=false,largest=0,photoShown=false;
const area=(r)=>Math.max(0,Math.min(r.right,innerWidth)-Math.max(r.left,0))*Math.max(0,Math.min(r.bottom,innerHeight)-Math.max(r.top,0));
const observer=new PerformanceObserver((list)=>{for(const e of list.getEntries()){if(e.name==='first-contentful-paint')painted=true;if(e.entryType==='largest-contentful-paint'){largest=Math.max(largest,e.size);if(e.element===photo)photoShown=true;}}
if(!painted)return;
if(!photo||photoShown||area(photo.getBoundingClientRect())<=largest){observer.disconnect();return go();}
setTimeout(go,3000);});
photo?.addEventListener('error',go);
observer.observe({type:'paint',buffered:true});observer.observe({type:'largest-contentful-paint',buffered:true});
}else requestAnimationFrame(()=>setTimeout(()=>{if(!photo||photo.complete)return go();photo.addEventListener('load',go);photo.addEventListener('error',go);setTimeout(go,3000);},0));
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
    for (const [from, to] of REWRITES) {
      out = typeof to === 'string' ? out.replaceAll(from, to) : out.replaceAll(from, to);
    }
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
