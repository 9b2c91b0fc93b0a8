// The site's public address, for absolute links (canonical, Open Graph, sitemaps): PUBLIC_URL, or
// http://localhost:$PORT by default; never the Host the request names (server/http/public-url.ts).
import type { Config } from '../../../server/config.ts';
import { publicOrigin } from '../../../server/http/public-url.ts';

export function siteOrigin(config: Pick<Config, 'PUBLIC_URL' | 'PORT'>): string {
  return publicOrigin(config);
}
