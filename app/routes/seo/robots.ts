// /robots.txt
import { robotsTxt } from '../../features/seo/robots.ts';
import { siteOrigin } from '../../features/seo/site-origin.server.ts';
import type { Route } from './+types/robots';

export function loader({ request, context }: Route.LoaderArgs) {
  return new Response(robotsTxt(siteOrigin(request, context.services.config.PUBLIC_URL)), {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
    },
  });
}
