import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../server/config.ts';
import { perProcessState } from '../../server/stateless-check.ts';

const shared = {
  DATABASE_URL: 'postgres://portal@db:5432/portal',
  S3_BUCKET: 'media',
  S3_ENDPOINT: 'http://s3:9000',
  JWT_SECRET: 'x'.repeat(40),
  REDIS_URL: 'redis://redis:6379',
};

describe('per-process state warnings', () => {
  it('says nothing for one process on the embedded database', () => {
    expect(perProcessState(parseConfig({}))).toEqual([]);
  });

  it('says nothing when the database, images, token key and rate limits are shared', () => {
    expect(perProcessState(parseConfig(shared))).toEqual([]);
  });

  it.each([
    ['S3_BUCKET', /images .* set S3_\*/],
    ['JWT_SECRET', /token key .* set JWT_SECRET/],
    ['REDIS_URL', /rate limits .* set REDIS_URL/],
  ])('names what is missing when %s is unset on PostgreSQL', (variable, message) => {
    const problems = perProcessState(parseConfig({ ...shared, [variable]: '' }));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(message);
  });

  it('accepts a Redis key prefix and refuses one with spaces', () => {
    expect(parseConfig({ REDIS_PREFIX: 'site-a:' }).REDIS_PREFIX).toBe('site-a:');
    expect(() => parseConfig({ REDIS_PREFIX: 'a b' })).toThrow(/REDIS_PREFIX/);
  });
});
