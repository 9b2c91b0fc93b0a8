// Who a request comes from, for the listing counters (once per visitor and day, robots never):
// a person's browser at a given address. Light-my-request's own User-Agent, like headless
// Chromium's, is a robot's (isbot), so counting tests say who they are.
export const BROWSER_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36';

export const ROBOT_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** The headers of a person's browser at `address` (a proxy-reported client address). */
export function visitorHeaders(address: string, userAgent = BROWSER_UA): Record<string, string> {
  return { 'x-forwarded-for': address, 'user-agent': userAgent };
}
