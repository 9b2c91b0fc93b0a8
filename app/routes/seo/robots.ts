// /robots.txt
import { robotsTxt } from '../../features/seo/robots.ts';
import { siteOrigin } from '../../features/seo/site-origin.server.ts';
import type { Route } from './+types/robots';

export function loader({ context }: Route.LoaderArgs) {
  return new Response(robotsTxt(siteOrigin(context.services.config)), {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
    },
  });
}
