// The production setup on loopback, for the scale-out and crash tests and the load test: real
// app processes (NODE_ENV=production, the built client) sharing a scratch PostgreSQL database, a
// local S3 server and Redis (keys under a unique prefix), behind nginx run as a child process
// with deploy/nginx.conf adapted to loopback. Nothing here is a system service.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import pg from 'pg';
import { startLocalS3, type LocalS3 } from '../helpers/s3.ts';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const PG_ADMIN_URL = process.env.SCALE_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const REDIS_URL = process.env.SCALE_REDIS_URL ?? 'redis://127.0.0.1:6379';
export const ADMIN = { username: 'scale-admin', password: 'scale-password-2026' };
/** Shared by every instance of one cluster, as the deployment docs ask. */
const JWT_SECRET = randomBytes(32).toString('base64url');

/** A new listing for the admin API: a villa in Tipaza whose names carry a word to search for. */
export const villaBody = (word: string) =>
  JSON.stringify({
    name_fr: `Villa ${word} à Tipaza`,
    name_en: `Villa ${word} in Tipaza`,
    name_ar: `فيلا ${word} في تيبازة`,
    base_price: 31_000_000,
    wilaya_id: 42,
  });

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `url` until it answers 2xx; throws with `describe()` after `timeoutMs`. */
export async function waitForOk(
  url: string,
  timeoutMs: number,
  describe = () => '',
  /** Answers a reason to give up at once (e.g. the process exited). */
  gaveUp: () => string | null = () => null,
) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  for (;;) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      last = `${response.status} ${(await response.text()).slice(0, 200)}`;
      if (response.ok) return;
    } catch (error) {
      last = String(error);
    }
    const reason = gaveUp();
    if (reason) throw new Error(`${url}: ${reason}. ${describe()}`);
    if (Date.now() > deadline) {
      throw new Error(`${url} did not answer in time (last: ${last}). ${describe()}`);
    }
    await sleep(250);
  }
}

export function assertBuilt() {
  if (!existsSync(path.join(ROOT, 'build/server/index.js'))) {
    throw new Error('The production build is missing: run `npm run build` first.');
  }
}

// ---------------------------------------------------------------- PostgreSQL, Redis

export interface ScratchDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** A new database on the PostgreSQL server (named scratch_* so CI cleans up leftovers). */
export async function createScratchDatabase(): Promise<ScratchDatabase> {
  const name = `scratch_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: async () => {
      const client = new pg.Client({ connectionString: PG_ADMIN_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** Deletes every Redis key under `prefix` (a cluster's rate-limit counters). */
export async function clearRedisPrefix(prefix: string): Promise<void> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  redis.on('error', () => {});
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

// ---------------------------------------------------------------- app instances

export interface Instance {
  name: string;
  port: number;
  url: string;
  child: ChildProcess;
  /** stdout and stderr so far (the start banner, warnings, errors). */
  output(): string;
  /** Resident memory of the process in MB, from /proc. */
  rssMb(): Promise<number>;
  /** kill -9: no shutdown hook runs. */
  crash(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Starts `server/main.ts` in production mode (the same as `npm run start:prod`, without the npm
 * wrapper, so the pid is the server's) and waits until /api/ready answers.
 */
export async function startInstance(options: {
  name: string;
  port: number;
  env: Record<string, string>;
  readyTimeoutMs?: number;
}): Promise<Instance> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(options.port),
      LOG_LEVEL: 'warn',
      JWT_SECRET,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      SMTP_URL: '',
      ...options.env,
    },
  });
  let output = '';
  const append = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', append);
  child.stderr!.on('data', append);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${options.port}`;
  const instance: Instance = {
    name: options.name,
    port: options.port,
    url,
    child,
    output: () => output,
    rssMb: async () => {
      const status = await readFile(`/proc/${child.pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return Math.round(kb / 1024);
    },
    crash: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
  try {
    await waitForOk(
      `${url}/api/ready`,
      options.readyTimeoutMs ?? 180_000,
      () => `${options.name} output:\n${output}`,
      () =>
        child.exitCode !== null || child.signalCode !== null
          ? `the process exited (${child.exitCode ?? child.signalCode}) before it was ready`
          : null,
    );
  } catch (error) {
    await instance.crash();
    throw error;
  }
  return instance;
}

// ---------------------------------------------------------------- nginx

/** The nginx binary; installs Debian's nginx-light when there is none (never started as a service). */
export function ensureNginx(): string {
  const found = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'].find(
    (candidate) => existsSync(candidate),
  );
  if (found) return found;
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () =>
    spawnSync('apt-get', ['install', '-y', '-qq', 'nginx-light'], { env, stdio: 'inherit' });
  if (install().status !== 0) {
    spawnSync('apt-get', ['update', '-qq'], { env, stdio: 'inherit' });
    if (install().status !== 0)
      throw new Error('could not install nginx (apt-get install nginx-light)');
  }
  if (!existsSync('/usr/sbin/nginx'))
    throw new Error('nginx installed but /usr/sbin/nginx is missing');
  return '/usr/sbin/nginx';
}

/**
 * deploy/nginx.conf for loopback: the upstream lists `upstreams`, the HTTPS server listens on
 * plain HTTP at `port` (no certificate here), the proxy cache lives in `dir`. Everything else —
 * load balancing, keepalive, forwarded headers, gzip, body size, /media and /assets caching —
 * is the reference as written. Throws when the reference no longer has a part it adapts.
 */
export function adaptReferenceConfig(
  reference: string,
  options: { port: number; upstreams: string[]; dir: string },
): string {
  let config = reference;
  const replace = (pattern: RegExp, by: string) => {
    if (!pattern.test(config)) throw new Error(`deploy/nginx.conf changed: ${pattern} not found`);
    config = config.replace(pattern, by);
  };
  replace(
    /(upstream portal \{[^}]*?)((?:\s*server [^;]+;)+)/,
    `$1${options.upstreams.map((address) => `\n    server ${address} max_fails=3 fail_timeout=10s;`).join('')}`,
  );
  replace(/proxy_cache_path \/var\/cache\/nginx\//g, `proxy_cache_path ${options.dir}/cache/`);
  // The port-80 server only redirects to HTTPS.
  replace(/server \{\s*listen 80;[\s\S]*?\n\}\n/, '');
  replace(/listen 443 ssl;/, `listen 127.0.0.1:${options.port};`);
  replace(/\n\s*http2 on;/, '');
  replace(/\n\s*ssl_[^\n]*/g, '');
  return config;
}

export interface Nginx {
  url: string;
  errorLog(): Promise<string>;
  stop(): Promise<void>;
}

/** Port 4190 is on the fetch standard's list of blocked ports (ManageSieve): do not use it. */
export async function startNginx(options: { port: number; upstreams: string[] }): Promise<Nginx> {
  const binary = ensureNginx();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'portal-nginx-'));
  // The workers may run as another user: they write the cache and temporary bodies here.
  await chmod(dir, 0o777);
  for (const sub of ['cache', 'tmp']) {
    await mkdir(path.join(dir, sub));
    await chmod(path.join(dir, sub), 0o777);
  }
  const reference = await readFile(path.join(ROOT, 'deploy/nginx.conf'), 'utf8');
  const site = adaptReferenceConfig(reference, { ...options, dir });
  const mimeTypes = existsSync('/etc/nginx/mime.types') ? 'include /etc/nginx/mime.types;' : '';
  await writeFile(
    path.join(dir, 'nginx.conf'),
    `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  ${mimeTypes}
  access_log off;
  client_body_temp_path ${dir}/tmp/body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
${site}
}
`,
  );
  const child = spawn(binary, ['-p', dir, '-c', `${dir}/nginx.conf`, '-e', `${dir}/error.log`], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${options.port}`;
  const errorLog = () => readFile(`${dir}/error.log`, 'utf8').catch(() => '');
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await waitForOk(
      `${url}/api/health`,
      30_000,
      () => `nginx (exit ${child.exitCode}/${child.signalCode}): ${stderr}`,
    ).catch(async (error: Error) => {
      throw new Error(`${error.message}\n${await errorLog()}`);
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, errorLog, stop };
}

// ---------------------------------------------------------------- the whole setup

export interface Cluster {
  database: ScratchDatabase;
  s3: LocalS3;
  redisPrefix: string;
  /** The environment every instance of this cluster gets. */
  env: Record<string, string>;
  instances: Instance[];
  nginx: Nginx;
  /** Starts one more instance of the cluster (e.g. after a crash), not behind nginx. */
  start(name: string, port: number): Promise<Instance>;
  stop(): Promise<void>;
}

/**
 * Two (or more) instances started together on one scratch database, behind nginx on `nginxPort`.
 * `demo` seeds the demo catalogue on first start (the instances race for it; one seeds).
 */
export async function startCluster(options: {
  nginxPort: number;
  instancePorts: number[];
  demo?: boolean;
}): Promise<Cluster> {
  assertBuilt();
  ensureNginx();
  const database = await createScratchDatabase();
  const s3 = await startLocalS3();
  const redisPrefix = `scale-${randomBytes(4).toString('hex')}:`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-scale-'));
  const env = {
    ...s3.env,
    DATABASE_URL: database.url,
    REDIS_URL,
    REDIS_PREFIX: redisPrefix,
    SEED_DEMO: options.demo === false ? 'false' : 'true',
  };
  const instances: Instance[] = [];
  let nginx: Nginx | undefined;
  const start = async (name: string, port: number) => {
    // Each instance gets its own DATA_DIR, as on separate machines: nothing shared through disk.
    const instanceDir = path.join(dataDir, name);
    await mkdir(instanceDir, { recursive: true });
    const instance = await startInstance({ name, port, env: { ...env, DATA_DIR: instanceDir } });
    instances.push(instance);
    return instance;
  };
  const stop = async () => {
    await nginx?.stop().catch(() => {});
    await Promise.all(instances.map((instance) => instance.stop().catch(() => {})));
    await s3.stop().catch(() => {});
    await clearRedisPrefix(redisPrefix).catch(() => {});
    await database.drop().catch(() => {});
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await Promise.all(options.instancePorts.map((port, index) => start(`app${index + 1}`, port)));
    instances.sort((a, b) => a.name.localeCompare(b.name));
    nginx = await startNginx({
      port: options.nginxPort,
      upstreams: options.instancePorts.map((port) => `127.0.0.1:${port}`),
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { database, s3, redisPrefix, env, instances, nginx, start, stop };
}
