import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database.js';
import { prepareDatabase } from '../prepare-database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated database each test app's PostgreSQL database is copied from, or null without TEST_DATABASE_URL. */
    postgresTemplate: string | null;
  }
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Migrates one PostgreSQL database before the run; test apps copy it instead of migrating their own
 * (decision 0080). Named for this run, so two runs on one server never drop each other's template.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    project.provide('postgresTemplate', null);
    return;
  }
  const name = `bb_template_${process.pid}`;
  await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 1 });
  try {
    await prepareDatabase(db);
  } finally {
    await db.destroy();
  }
  project.provide('postgresTemplate', name);
  return () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
}
