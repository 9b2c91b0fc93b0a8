import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../server/config.ts';
import { joinInstances } from '../../server/db/instance-presence.ts';
import { perProcessState, severalInstanceNotes } from '../../server/stateless-check.ts';
import { createTestDatabase } from '../helpers/database.ts';

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

  it('logs the notes only when a second instance runs on the database', async () => {
    const single = parseConfig({ ...shared, REDIS_URL: '' });
    expect(severalInstanceNotes(single, 1)).toEqual([]);
    expect(severalInstanceNotes(single, 2)).toEqual([expect.stringMatching(/REDIS_URL/)]);
    const testDb = await createTestDatabase({ from: 'empty' });
    const url = testDb.env.DATABASE_URL;
    try {
      // The embedded database belongs to one process: there is nothing to count.
      if (!url) return;
      const first = await joinInstances(url);
      expect(await first.count()).toBe(1);
      const second = await joinInstances(url);
      expect(await first.count()).toBe(2);
      expect(await second.count()).toBe(2);
      await second.close();
      expect(await first.count()).toBe(1);
      await first.close();
    } finally {
      await testDb.drop();
    }
  }, 60_000);
});
