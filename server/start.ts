// A start: the assembled app (server/assemble.ts), listening, then the background jobs when
// asked. Closing goes the other way: the app (requests in flight finish, then Redis closes), the
// jobs (a run in progress finishes), the database. main.ts calls it; so do the tests that need a
// real listening server (without the jobs unless they ask).
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { assemble, type AssembleOptions, type PreparedData } from './assemble.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import {
  DEFAULT_TRUST_PROXY,
  trustProxyWarning,
  warnAtFirstForwardedChain,
} from './http/trust-proxy-check.ts';
import { startJobs, type Jobs } from './jobs/index.ts';

export interface RunningServer {
  app: FastifyInstance;
  database: Database;
  url: string;
  seed: PreparedData['seed'];
  admin: PreparedData['admin'];
  /**
   * Stops accepting connections, lets requests in flight finish, stops the jobs, then closes the
   * database.
   */
  close(): Promise<void>;
}

export async function startServer(
  config: Config,
  options: AssembleOptions & {
    /** Runs the background jobs (server/jobs): e-mail alerts, stale-listing sweep. */
    jobs?: boolean;
  },
): Promise<RunningServer> {
  // A taken port is found before the first start's seed and first superadmin: otherwise the
  // generated password would be printed by no one and never shown again.
  await ensurePortFree(config.PORT, config.HOST);
  const assembled = await assemble(config, options);
  const { app, database, seed, admin } = assembled;
  let address: string;
  try {
    const trustWarning = trustProxyWarning(config.TRUST_PROXY);
    if (config.NODE_ENV === 'production' && trustWarning) {
      // The default is right behind nginx on this host: said only once a request shows otherwise.
      if (config.TRUST_PROXY === DEFAULT_TRUST_PROXY) warnAtFirstForwardedChain(app, trustWarning);
      else app.log.warn(trustWarning);
    }
    address = await app.listen({ port: config.PORT, host: config.HOST });
  } catch (error) {
    await assembled.close().catch(() => {});
    throw error;
  }
  const port = new URL(address).port;
  const url = config.PUBLIC_URL ?? `http://localhost:${port}`;
  const jobs: Jobs | null = options.jobs ? startJobs({ database, config, log: app.log }) : null;
  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      await app.close();
      await jobs?.stop();
      await database.close();
    })());
  return { app, database, url, seed, admin, close };
}

/** Fails with the listen error (EADDRINUSE, EACCES…) when the port cannot be bound now. */
async function ensurePortFree(port: number, host: string): Promise<void> {
  if (port === 0) return;
  const probe = net.createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject);
    probe.listen({ port, host, exclusive: true }, () => resolve());
  });
  await new Promise<void>((resolve) => probe.close(() => resolve()));
}
