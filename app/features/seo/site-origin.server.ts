// The site's public address, for absolute links (canonical, Open Graph, sitemaps): PUBLIC_URL when
// it is configured (behind a proxy the request only knows the internal address), else the
// request's own origin.
export function siteOrigin(request: Request, publicUrl: string | undefined): string {
  if (publicUrl) return new URL(publicUrl).origin;
  return new URL(request.url).origin;
}
