// DATABASE_READ_URL: the public reads go to the read replica, everything else to the primary,
// and whoever just wrote reads the primary. Here the "replica" is the test's own database opened a
// second time (read-only connections, counted): the routing is what is shown; a real streaming
// replica with its lag is tests/production/read-replica.scale.ts. The embedded database refuses
// replicas at start.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../server/app.ts';
import { ConfigError, parseConfig } from '../../server/config.ts';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { initializeDatabase } from '../../server/db/seed/index.ts';
import { createLogger } from '../../server/logger.ts';
import { createServices, type Services } from '../../server/services/index.ts';
import { RECENT_WRITE_COOKIE } from '../../server/services/public-reads.ts';
import { createMediaStore } from '../../server/storage/index.ts';
import { createTestDatabase, testDriver, type TestDatabase } from '../helpers/database.ts';
import { createAgent } from '../../server/services/agency/agents.ts';
import { TEST_PASSWORD } from '../helpers/auth.ts';
import { guardedLogger } from '../helpers/error-guard.ts';

describe('DATABASE_READ_URL on the embedded database', () => {
  it('is refused at start with one line naming the variable', () => {
    const start = () =>
      parseConfig({ DATA_DIR: './data', DATABASE_READ_URL: 'postgres://replica:5432/portal' });
    expect(start).toThrow(ConfigError);
    expect(start).toThrow(
      /^Invalid configuration: DATABASE_READ_URL needs DATABASE_URL: the embedded database has no read replicas/,
    );
  });

  it('must be postgres:// URLs', () => {
    expect(() =>
      parseConfig({
        DATABASE_URL: 'postgres://primary/portal',
        DATABASE_READ_URL: 'postgres://a/portal, mysql://b/portal',
      }),
    ).toThrow(/DATABASE_READ_URL must be postgres:\/\/ URLs separated by commas/);
  });

  it('takes several replicas separated by commas', () => {
    const config = parseConfig({
      DATABASE_URL: 'postgres://primary/portal',
      DATABASE_READ_URL: 'postgres://a/portal , postgres://b:5433/portal',
    });
    expect(config.DATABASE_READ_URL).toEqual(['postgres://a/portal', 'postgres://b:5433/portal']);
  });
});

interface ReplicaApp {
  app: FastifyInstance;
  services: Services;
  database: Database;
  close(): Promise<void>;
}

async function startWithReplicas(
  testDb: TestDatabase,
  readUrls: (primaryUrl: string) => string,
): Promise<ReplicaApp> {
  const config = parseConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'error',
    ...testDb.env,
    DATABASE_READ_URL: readUrls(testDb.env.DATABASE_URL!),
  });
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    readUrls: config.DATABASE_READ_URL,
  });
  const media = createMediaStore(config);
  await initializeDatabase(database.db, media, { demo: false });
  const services = createServices(config, database, media, {
    log: createLogger(config, guardedLogger()),
  });
  const app = await buildApp({ services, web: 'none' });
  await app.ready();
  return {
    app,
    services,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

describe.skipIf(testDriver !== 'postgres')('with a read replica', () => {
  let testDb: TestDatabase;
  let t: ReplicaApp;
  let token: string;
  const replicaReads = () => t.database.replicas!.status()[0]!.reads;
  /** How many queries the replica answered during `call`. */
  const readsDuring = async (call: () => Promise<unknown>) => {
    const before = replicaReads();
    await call();
    return replicaReads() - before;
  };
  const inject = async (options: InjectOptions, status = 200) => {
    const response = await t.app.inject(options);
    expect(response.statusCode, response.body).toBe(status);
    return response;
  };
  const admin = (options: InjectOptions, status = 200) =>
    inject(
      { ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } },
      status,
    );

  beforeAll(async () => {
    testDb = await createTestDatabase();
    // The same database as the replica: what it serves is current, so only the routing differs.
    t = await startWithReplicas(testDb, (primary) => primary);
    await createAgent(t.services.db, {
      username: 'replica-admin',
      password: TEST_PASSWORD,
      type: 'superadmin',
    });
    const login = await inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: 'replica-admin', password: TEST_PASSWORD },
    });
    token = login.json().token;
  });
  afterAll(async () => {
    await t?.close();
    await testDb?.drop();
  });

  it('is in step at start and answers the public searches and listings', async () => {
    expect(t.database.replicas!.status()[0]).toMatchObject({ inStep: true, lagSeconds: 0 });
    expect(await readsDuring(() => inject({ url: '/api/properties?locale=fr' }))).toBeGreaterThan(
      0,
    );
    expect(
      await readsDuring(() => inject({ url: '/api/properties/wilaya?locale=ar' })),
    ).toBeGreaterThan(0);
    expect(await readsDuring(() => inject({ url: '/api/genInfo?locale=en' }))).toBeGreaterThan(0);
  });

  it('opens read-only connections: a write sent there by mistake fails', async () => {
    const replicaDb = t.database.replicas!.next()!;
    // 25006: read_only_sql_transaction.
    await expect(
      replicaDb.execute(sql`create table written_on_replica (id int)`),
    ).rejects.toMatchObject({ cause: { code: '25006' } });
  });

  it('leaves the back-office on the primary, its reads right after a save included', async () => {
    const word = `replica${Date.now()}`;
    let id = 0;
    const savedReads = await readsDuring(async () => {
      const created = await admin(
        {
          method: 'POST',
          url: '/api/admin/property',
          payload: {
            name_fr: `Villa ${word}`,
            name_en: `Villa ${word}`,
            name_ar: `فيلا ${word}`,
            base_price: 12_000_000,
            wilaya_id: 42,
          },
        },
        201,
      );
      id = created.json().id;
      // The answer marks the writer, who then reads the primary for a while.
      expect(String(created.headers['set-cookie'])).toMatch(
        new RegExp(`${RECENT_WRITE_COOKIE}=1; Max-Age=\\d+; Path=/; HttpOnly; SameSite=Lax`),
      );
      const shown = await admin({ url: `/api/admin/property/${id}` });
      expect(shown.json().name_fr).toBe(`Villa ${word}`);
      await admin({ url: '/api/admin/property?limit=5' });
    });
    expect(savedReads).toBe(0);
    // The public search reads the replica, and finds it (this replica is never behind).
    let found: unknown[] = [];
    expect(
      await readsDuring(async () => {
        found = (await inject({ url: `/api/properties?text=${word}&locale=fr` })).json().data;
      }),
    ).toBeGreaterThan(0);
    expect(found).toHaveLength(1);
  });

  it('sends a visitor who just wrote to the primary', async () => {
    const cookie = `lang=fr; ${RECENT_WRITE_COOKIE}=1`;
    expect(
      await readsDuring(() => inject({ url: '/api/properties?locale=fr', headers: { cookie } })),
    ).toBe(0);
    // A public write marks its author too; a refused one does not.
    const refused = await inject(
      { method: 'POST', url: '/api/email/sendContactUsEmail', payload: { name: '' } },
      400,
    );
    expect(refused.headers['set-cookie']).toBeUndefined();
  });

  it('skips a server that is not a standby of the primary (another database)', async () => {
    const other = await startWithReplicas(testDb, () => process.env.TEST_DATABASE_URL!);
    try {
      expect(other.database.replicas!.status()[0]).toMatchObject({
        inStep: false,
        reason: 'not a standby of DATABASE_URL (not in recovery)',
      });
      const response = await other.app.inject({ url: '/api/properties?locale=fr' });
      expect(response.statusCode).toBe(200);
      expect(response.json().total).toBeGreaterThan(0);
    } finally {
      await other.close();
    }
  });

  it('a replica that does not answer is skipped: the primary answers instead', async () => {
    // A second app on the same database, its replica an address where nothing listens.
    const broken = await startWithReplicas(
      testDb,
      () => 'postgres://postgres@127.0.0.1:1/nothing_here',
    );
    try {
      expect(broken.database.replicas!.status()[0]).toMatchObject({ inStep: false, reads: 0 });
      const response = await broken.app.inject({ url: '/api/properties?locale=fr' });
      expect(response.statusCode).toBe(200);
      expect(response.json().total).toBeGreaterThan(0);
    } finally {
      await broken.close();
    }
  });
});
