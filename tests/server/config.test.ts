import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../server/config.ts';

describe('configuration', () => {
  it('has safe defaults for a local run', () => {
    const config = parseConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATA_DIR).toBe('./data');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SEED_DEMO).toBe(true);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['LOG_LEVEL', 'loud'],
    ['SMTP_URL', 'not a url'],
    ['CONTACT_TO', 'nobody'],
    ['MAP_TILE_URL', 'https://tiles.example/static.png'],
  ])('rejects %s=%s with a message naming the variable', (name, value) => {
    expect(() => parseConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => parseConfig({ [name]: value })).toThrow(
      new RegExp(`^Invalid configuration: ${name} `),
    );
  });

  it('never repeats a secret in the error', () => {
    try {
      parseConfig({ JWT_SECRET: 'short-secret' });
      expect.unreachable();
    } catch (error) {
      expect(String((error as Error).message)).toContain('JWT_SECRET');
      expect(String((error as Error).message)).not.toContain('short-secret');
    }
  });

  it('stops the process with one clear line and no stack trace', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, PORT: 'not-a-port', NODE_ENV: 'test' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    const lines = result.stderr
      .split('\n')
      .filter((line) => line.trim() && !line.includes('npm warn'));
    expect(lines).toEqual([expect.stringMatching(/^Invalid configuration: PORT .*not-a-port/)]);
  });
});
