// The site's public address, for every absolute link it writes: canonical, Open Graph, hreflang,
// JSON-LD, sitemap, robots.txt and the links of e-mails. PUBLIC_URL, else http://localhost:$PORT.
// Never the request's Host or X-Forwarded-Host: the client chooses those, and a cached page, a
// sitemap or an e-mail would then carry links to the address it chose.
import type { Config } from '../config.ts';

/** The public origin, e.g. `https://immo.example.dz` (no path, no trailing slash). */
export function publicOrigin(config: Pick<Config, 'PUBLIC_URL' | 'PORT'>): string {
  return new URL(config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).origin;
}
