// /sitemap.xml (and its parts, /sitemap.xml?page=N, once the site is large).
import { buildSitemap } from '../../features/seo/sitemap.server.ts';
import { siteOrigin } from '../../features/seo/site-origin.server.ts';
import type { Route } from './+types/sitemap';

export async function loader({ request, context }: Route.LoaderArgs) {
  // A public read: a read replica when there is one in step (server/services/public-reads.ts).
  const { config } = context.services;
  const db = context.services.readDb(request);
  const page = new URL(request.url).searchParams.get('page');
  const part = page === null ? undefined : Number(page);
  const xml = await buildSitemap(db, siteOrigin(config), part);
  if (xml === null) throw new Response('Not found', { status: 404 });
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      // Fresh within minutes of a change, without rebuilding it for every crawler hit.
      'Cache-Control': 'public, max-age=600',
    },
  });
}
