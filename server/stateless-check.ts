// With DATABASE_URL set, several instances of the app may run behind a proxy. What would then
// live in one process only (its memory or its disk) is named here, and main.ts logs it when a
// second instance runs on the same database (db/instance-presence.ts): an operator adding one
// sees at once what is missing, and a single instance starts without these lines.
import type { Config } from './config.ts';

/** The notes to log now: none on a single instance. */
export function severalInstanceNotes(config: Config, instances: number): string[] {
  return instances > 1 ? perProcessState(config) : [];
}

export function perProcessState(config: Config): string[] {
  if (!config.DATABASE_URL) return [];
  const problems: string[] = [];
  if (!config.S3_BUCKET) {
    problems.push(
      'images are stored on this machine (MEDIA_DIR/DATA_DIR): other instances will not see them; set S3_*',
    );
  }
  if (!config.JWT_SECRET) {
    problems.push(
      'the token key is generated in DATA_DIR: a token from one instance is refused by another; set JWT_SECRET',
    );
  }
  if (!config.REDIS_URL) {
    problems.push(
      'rate limits are counted per process: with N instances a client gets N times the limit; set REDIS_URL',
    );
  }
  return problems;
}
