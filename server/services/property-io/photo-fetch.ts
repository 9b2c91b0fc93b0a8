// Fetching an import's photo from another site (decision 0062) without letting a file make the
// server call inside the agency's network (SSRF). An address is fetched only when its host is a
// name on the allowlist (never an IP literal) on its scheme's default port, and the name is
// resolved here: when any of its addresses is private, loopback, link-local or otherwise not on
// the internet, nothing is fetched. The connection goes to the address this check saw, so a name
// that answers a public address to the check and a private one to the connection (DNS rebinding)
// gets nowhere. Redirects are not followed.
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { MAX_UPLOAD_BYTES } from '../../../common/schemas/admin-media.ts';

const FETCH_TIMEOUT_MS = 15_000;

/** Addresses that are not on the public internet (IANA special-purpose registries). */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 127],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');

/** True for an address the server must not fetch from (an IPv4-mapped IPv6 one as its IPv4). */
export function isNonPublicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return NOT_PUBLIC.check(mapped, 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return NOT_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** dns.lookup, failing for a name with any address that is not public. */
export const publicOnlyLookup = ((hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    if (addresses.length === 0 || addresses.some((entry) => isNonPublicAddress(entry.address))) {
      const refused = Object.assign(new Error(`${hostname} is not an address on the internet`), {
        code: 'ENOTPUBLIC',
      });
      return callback(refused, '', 0);
    }
    if (options.all) return (callback as (e: null, a: LookupAddress[]) => void)(null, addresses);
    return callback(null, addresses[0]!.address, addresses[0]!.family);
  });
}) as LookupFunction;

/** How photos are fetched: the resolver and the port of each scheme. */
export interface PhotoFetchPolicy {
  lookup: LookupFunction;
  ports: { 'http:': number; 'https:': number };
}

/** Production's: public addresses only, default ports only. */
export const PUBLIC_PHOTO_POLICY: PhotoFetchPolicy = {
  lookup: publicOnlyLookup,
  ports: { 'http:': 80, 'https:': 443 },
};

/**
 * Whether `url` may be fetched: http(s), a host name on `hosts` (exact, case ignored; never an IP
 * address, which the allowlist cannot hold either), no port other than the scheme's default.
 */
export function isAllowedImageUrl(url: URL, hosts: readonly string[]): boolean {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  if (url.port !== '' || url.username !== '' || url.password !== '') return false;
  const host = url.hostname.toLowerCase();
  if (isIP(host.replace(/^\[|\]$/g, '')) !== 0) return false;
  return hosts.some((allowed) => allowed.toLowerCase() === host);
}

/** The photo's bytes, or null when it cannot be fetched (refused, failed, too large, slow). */
export function downloadPhoto(
  url: URL,
  policy: PhotoFetchPolicy = PUBLIC_PHOTO_POLICY,
): Promise<Buffer | null> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const request = client.get(
      url,
      {
        lookup: policy.lookup,
        port: policy.ports[url.protocol as 'http:' | 'https:'],
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          resolve(null);
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_UPLOAD_BYTES) {
            request.destroy();
            resolve(null);
          } else chunks.push(chunk);
        });
        response.on('end', () => resolve(Buffer.concat(chunks)));
        response.on('error', () => resolve(null));
      },
    );
    request.on('error', () => resolve(null));
  });
}
