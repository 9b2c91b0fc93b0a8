import { describe, expect, it } from 'vitest';
import { hydrateAfterPaint } from '../../app/render/hydrate-after-paint.server.ts';

/** Streams `chunks` through the transform and returns what comes out. */
async function through(chunks: string[], nonce?: string): Promise<string> {
  const stream = hydrateAfterPaint(nonce);
  const out: string[] = [];
  stream.on('data', (chunk: Buffer) => out.push(String(chunk)));
  const ended = new Promise((resolve) => stream.on('end', resolve));
  for (const chunk of chunks) stream.write(chunk);
  stream.end();
  await ended;
  return out.join('');
}

const PAGE =
  '<html><head><link rel="modulepreload" href="/assets/a.js" nonce="n1"/>' +
  '<link rel="stylesheet" href="/assets/app.css"/></head><body><main>Villa</main>' +
  '<script nonce="n1">window.ctx={}</script>' +
  '<script type="module" nonce="n1">import "/assets/a.js";</script>' +
  // React Router writes the nonce before the type.
  '<script nonce="n1" type="module" async="">import "/assets/b.js";</script>' +
  '<p>فيلا بحديقة</p></body></html>';

describe('hydration after the first paint', () => {
  it('makes module preloads and module scripts inert, and leaves the rest alone', async () => {
    const html = await through([PAGE], 'n1');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('type="module"');
    expect(html).toContain('<link rel="deferred-modulepreload" href="/assets/a.js" nonce="n1"/>');
    expect(html).toContain('<script type="text/deferred-module" nonce="n1">import "/assets/a.js";');
    // A data block may not carry `async` (W3C checker): the inert form drops it.
    expect(html).toContain('<script nonce="n1" type="text/deferred-module">import "/assets/b.js";');
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(html).toContain('<script nonce="n1">window.ctx={}</script>');
  });

  it('ends the body with one resume script carrying the page nonce', async () => {
    const html = await through([PAGE], 'n1');
    const resume = html.match(
      /<script nonce="n1">\(\(\)=>\{let done[\s\S]*?<\/script><\/body><\/html>$/,
    );
    expect(resume).not.toBeNull();
    expect(html.match(/let done/g)).toHaveLength(1);
  });

  it('rewrites tags cut between two chunks at any point', async () => {
    const whole = await through([PAGE], 'n1');
    for (let cut = 1; cut < PAGE.length; cut++) {
      expect(await through([PAGE.slice(0, cut), PAGE.slice(cut)], 'n1')).toBe(whole);
    }
  });

  it('keeps a character whose bytes two chunks share', async () => {
    const bytes = Buffer.from(PAGE);
    const arabic = bytes.indexOf(Buffer.from('فيلا'));
    const stream = hydrateAfterPaint('n1');
    const out: string[] = [];
    stream.on('data', (chunk: Buffer) => out.push(String(chunk)));
    const ended = new Promise((resolve) => stream.on('end', resolve));
    stream.write(bytes.subarray(0, arabic + 1));
    stream.write(bytes.subarray(arabic + 1));
    stream.end();
    await ended;
    expect(out.join('')).toContain('<p>فيلا بحديقة</p>');
  });

  it('passes a page without a body end through, with nothing added', async () => {
    const fragment = '<div>no body here</div>';
    expect(await through([fragment])).toBe(fragment);
  });
});
