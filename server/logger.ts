// The process's one logger, made before the services (createServices) and handed to them: the
// services, the caches they build and the app (Fastify's loggerInstance) all write through it.
// One JSON line per entry, at LOG_LEVEL, with what must never be written redacted
// (log-redaction.ts). The serializers are pino's and Fastify's usual ones, set on this root logger
// so that the services' lines get them too (Fastify would set them only on its own child): the
// request (its URL redacted), the reply's status, and an error under `err` with its type,
// message and stack (and its cause's).
import { pino, type Logger as PinoLogger } from 'pino';
import type { Config } from './config.ts';
import { LOG_REDACT_PATHS, serializeRequest } from './http/log-redaction.ts';

export type Logger = PinoLogger;

export interface LoggerOptions {
  /** false writes nothing (tests, scripts). */
  logger?: boolean;
  /** Where the lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
}

/** The reply as Fastify's own serializer shows it. */
const serializeReply = (reply: { statusCode: number }) => ({ statusCode: reply.statusCode });

export function createLogger(
  config: Pick<Config, 'LOG_LEVEL'>,
  options: LoggerOptions = {},
): Logger {
  const settings = {
    level: config.LOG_LEVEL,
    enabled: options.logger !== false,
    redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
    serializers: { req: serializeRequest, res: serializeReply, err: pino.stdSerializers.err },
  };
  return options.logStream ? pino(settings, options.logStream) : pino(settings);
}
