// With DATABASE_URL set, several instances of the app may run behind a proxy. What would then
// live in one process only (its memory or its disk) is named here, and main.ts logs it at start,
// so an operator sees at once what is missing before a second instance is added.
import type { Config } from './config.ts';

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
