// A uniquely named PostgreSQL database for one benchmark run, with the reference per-database
// settings applied (postgres-settings.ts), dropped afterwards unless kept.
import pg from 'pg';
import { applyDatabaseSettings } from './postgres-settings.ts';

export interface ScratchDatabase {
  url: string;
  /** The settings applied with `alter database … set`. */
  settings: string[];
  drop(): Promise<void>;
}

export async function createScratchDatabase(
  adminUrl: string,
  prefix: string,
): Promise<ScratchDatabase> {
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  let settings: string[];
  try {
    await admin.query(`create database "${name}"`);
    settings = await applyDatabaseSettings(admin, name);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    settings,
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}
