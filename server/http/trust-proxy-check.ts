// TRUST_PROXY's default trusts every private address, which is right for nginx on the same host
// or container network, and wrong behind a load balancer that passes X-Forwarded-For on: any
// machine on those networks may then choose the client address that the login and contact
// limits count. In production this is said in one log line (docs/security.md), when it matters:
// at start for a TRUST_PROXY an operator set to whole networks; with the default, at the first
// request that shows such a load balancer (a private, non-loopback peer passing on a chain of
// several addresses), so a clean start behind nginx prints nothing.
import { isIP } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

/** TRUST_PROXY's default (config.ts). */
export const DEFAULT_TRUST_PROXY = 'loopback,linklocal,uniquelocal';

/** proxy-addr's names for whole private ranges ("loopback" is the host itself: not listed). */
const PRIVATE_RANGES = new Set(['linklocal', 'uniquelocal']);

/** True for a CIDR or netmask entry covering more than one address (10.0.0.0/8, fd00::/8…). */
function isNetwork(entry: string): boolean {
  const [address, mask] = entry.split('/');
  if (mask === undefined || address === undefined) return false;
  if (mask.includes('.')) return mask !== '255.255.255.255';
  return Number(mask) < (address.includes(':') ? 128 : 32);
}

/** The warning for a TRUST_PROXY that trusts whole networks, or undefined. */
export function trustProxyWarning(trustProxy: Config['TRUST_PROXY']): string | undefined {
  let wide: string[];
  if (trustProxy === true) wide = ['true (every address)'];
  else if (typeof trustProxy !== 'string')
    return undefined; // false, or a number of hops
  else {
    wide = trustProxy
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => PRIVATE_RANGES.has(entry) || isNetwork(entry));
  }
  if (wide.length === 0) return undefined;
  return (
    `TRUST_PROXY trusts whole networks (${wide.join(', ')}): any machine there can set ` +
    'X-Forwarded-For, the client address the rate limits count. Behind a load balancer that ' +
    'passes X-Forwarded-For on, set TRUST_PROXY to the addresses of your proxies (docs/security.md).'
  );
}

const isLoopback = (address: string) =>
  address === '::1' || /^(::ffff:)?127\./i.test(address) || isIP(address) === 0;

/**
 * Logs `warning` once, at the first request from a peer other than the host itself that passes
 * on an X-Forwarded-For of several addresses: a proxy forwarding what its client claimed.
 */
export function warnAtFirstForwardedChain(app: FastifyInstance, warning: string): void {
  let warned = false;
  app.addHook('onRequest', async (request) => {
    if (warned) return;
    const chain = request.headers['x-forwarded-for'];
    const hops = (Array.isArray(chain) ? chain.join(',') : (chain ?? ''))
      .split(',')
      .filter((entry) => entry.trim() !== '').length;
    if (hops < 2 || isLoopback(request.socket.remoteAddress ?? '')) return;
    warned = true;
    request.log.warn(warning);
  });
}
