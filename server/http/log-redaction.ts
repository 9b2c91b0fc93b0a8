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
