// Configuration: every environment variable the server reads, parsed once by Zod.
// A bad value stops the start with one line naming the variable (see ConfigError).
import { z } from 'zod';

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const urlOrUnset = (protocols: string[]) =>
  optionalString.refine(
    (value) => {
      if (value === undefined) return true;
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a URL starting with ${protocols.map((p) => p + '//').join(' or ')}` },
  );

const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATABASE_URL: urlOrUnset(['postgres:', 'postgresql:']),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  MEDIA_DIR: optionalString,
  S3_ENDPOINT: urlOrUnset(['http:', 'https:']),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_BUCKET: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  JWT_SECRET: optionalString.refine((v) => v === undefined || v.length >= 32, {
    message: 'must be at least 32 characters long',
  }),
  ADMIN_USERNAME: optionalString.refine(
    (v) => v === undefined || /^[a-zA-Z0-9._-]{3,40}$/.test(v),
    {
      message: 'must be 3-40 letters, digits, dots, dashes or underscores',
    },
  ),
  ADMIN_PASSWORD: optionalString.refine((v) => v === undefined || v.length >= 10, {
    message: 'must be at least 10 characters long',
  }),
  SMTP_URL: urlOrUnset(['smtp:', 'smtps:']),
  CONTACT_TO: optionalString.pipe(z.email({ message: 'must be an e-mail address' }).optional()),
  PUBLIC_URL: urlOrUnset(['http:', 'https:']),
  MAP_TILE_URL: z
    .string()
    .trim()
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png')
    .refine((v) => v.includes('{z}') && v.includes('{x}') && v.includes('{y}'), {
      message: 'must be a tile URL template containing {z}, {x} and {y}',
    }),
  REDIS_URL: urlOrUnset(['redis:', 'rediss:']),
  /** Prepended to every Redis key, so several sites (or test runs) can share one Redis. */
  REDIS_PREFIX: z
    .string()
    .trim()
    .regex(/^[\w:.-]{0,40}$/, { message: 'must be at most 40 letters, digits or _ : . -' })
    .default(''),
  /** Seconds between two runs of the e-mail alerts (saved searches); 0 turns them off. */
  ALERTS_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
});

export type Config = z.infer<typeof ConfigSchema>;
export type ConfigInput = Partial<Record<keyof z.input<typeof ConfigSchema>, string>>;

/** A configuration problem a person can fix; its message is one line naming the variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

// Values never echoed back in an error message (they end up in logs).
const SECRET_VARIABLES = new Set(['JWT_SECRET', 'ADMIN_PASSWORD', 'S3_SECRET_ACCESS_KEY']);

export function parseConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = ConfigSchema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const variable = String(issue.path[0] ?? 'environment');
    const received = env[variable];
    const shown =
      received === undefined || SECRET_VARIABLES.has(variable) ? '' : ` (got "${received}")`;
    return `${variable} ${issue.message}${shown}`;
  });
  throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
}
