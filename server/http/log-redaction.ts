// What the logs never show. Fastify's request log has the method, URL and addresses only (no
// headers, no body); these paths cover what a handler or plugin might add: credentials in
// headers, a request or response body logged on purpose, an error carrying its request.
export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'password',
  'token',
  '*.password',
  '*.password_hash',
  '*.token',
  '*.authorization',
  '*.JWT_SECRET',
  '*.ADMIN_PASSWORD',
  '*.S3_SECRET_ACCESS_KEY',
];

/**
 * The links of the alert e-mails carry their secret in the path (/alerts/confirm/{token},
 * /alerts/unsubscribe/{token}, and the `.data` requests of those pages): anyone reading the
 * request log could confirm or end someone's alert. The logged URL shows `[redacted]` instead.
 */
export function redactUrl(url: string): string {
  return url.replace(/^(\/alerts\/(?:confirm|unsubscribe)\/)[^/?#]+/, '$1[redacted]');
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Fastify's request serializer (same fields), with the URL redacted. */
export function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
