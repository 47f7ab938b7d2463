import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { testConfig } from '../../config.js';
import { openDatabase } from '../../db/database.js';
import type { FastifyInstance } from 'fastify';

const adminUrl = process.env.TEST_DATABASE_URL;

/** Two servers on one PostgreSQL database, both ticking at the same due time: each due run happens once. */
describe.runIf(adminUrl)('scheduled bot tests across two servers on one PostgreSQL', () => {
  const name = `bb_test_${randomBytes(6).toString('hex')}`;
  const servers: FastifyInstance[] = [];

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    for (let i = 0; i < 2; i++)
      servers.push(await buildApp(testConfig(), { db: await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 5 }) }));
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('runs every due schedule exactly once, whichever server claims it', async () => {
    const [a, b] = servers as [FastifyInstance, FastifyInstance];
    await a.botTesting.createCase({
      prompt: '44 + 20',
      gradeBand: 'elementary',
      subject: 'maths',
      expectation: { type: 'answer', kind: 'number', answer: '64' },
    });
    const schedules = [];
    for (let i = 0; i < 6; i++)
      schedules.push(await (i % 2 ? a : b).botTesting.createSchedule({ name: `Every 5 minutes ${i}`, cron: '*/5 * * * *', enabled: true }));
    let due = new Date(schedules[0]!.nextRunAt!);
    const claimedBy = { a: 0, b: 0 };
    for (let round = 0; round < 4; round++) {
      const [fromA, fromB] = await Promise.all([a.botTesting.runDueSchedules(due), b.botTesting.runDueSchedules(due)]);
      claimedBy.a += fromA.length;
      claimedBy.b += fromB.length;
      expect(fromA.length + fromB.length, `round ${round}`).toBe(schedules.length);
      due = new Date(due.getTime() + 5 * 60_000);
    }
    const runs = await a.db.selectFrom('bot_test_runs').select(['schedule_id', 'due_at', 'status', 'passed']).execute();
    expect(runs).toHaveLength(schedules.length * 4);
    expect(new Set(runs.map((r) => `${r.schedule_id} ${new Date(r.due_at!).toISOString()}`)).size).toBe(runs.length);
    expect(runs.every((r) => r.status === 'finished' && r.passed === 1)).toBe(true);
    console.log(`two-server claim: ${claimedBy.a} runs on server A, ${claimedBy.b} on server B, ${runs.length} in all`);
  });
});
