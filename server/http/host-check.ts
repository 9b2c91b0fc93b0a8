// Refuses a request whose Host header is not a host name or address with an optional port
// (`evil:99999`, `a b`, `[x`, `a/b`, `user@a`): 400 on every path, pages and API alike. Without
// it, code that builds a URL from the header throws, and the visitor gets a 500. The check uses
// the WHATWG URL parser, the one that would throw later, so both agree on what is valid.
import type { FastifyInstance } from 'fastify';
import { DomainError } from '../services/domain-error.ts';

/** True when `host` is `name`, `name:port`, `IPv4[:port]` or `[IPv6][:port]`, and nothing more. */
export function isValidHostHeader(host: string): boolean {
  // These would make the parser read credentials, a path, a query or a fragment: not a host.
  if (host === '' || /[/?#@\\]/.test(host)) return false;
  return URL.canParse(`http://${host}`);
}

export function registerHostCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const host = request.headers.host;
    // HTTP/1.1 without Host never gets here (Node answers 400); HTTP/1.0 may omit it.
    if (host !== undefined && !isValidHostHeader(host)) {
      throw new DomainError('request.invalid_host', 'Invalid Host header');
    }
  });
}
