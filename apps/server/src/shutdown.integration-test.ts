import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { testConfig } from './config.js';
import { createTestDb } from './test/test-app.js';

describe('graceful shutdown', () => {
  it('finishes in-flight requests, refuses new ones, then closes the database', async () => {
    const { db } = await createTestDb('pglite');
    const app = await buildApp(testConfig(), {
      db,
      extraRoutes: (a) =>
        a.get('/api/test/slow', { config: { access: 'public' } }, async () => {
          await new Promise((resolve) => setTimeout(resolve, 400));
          return { done: true };
        }),
    });
    const address = await app.listen({ host: '127.0.0.1', port: 0 });

    const inFlight = fetch(`${address}/api/test/slow`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closing = app.close();

    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ done: true });
    await closing;
    await expect(fetch(`${address}/healthz`)).rejects.toThrow();
    await expect(sql`select 1`.execute(db)).rejects.toThrow();
  });

  it('a failed start-up releases the database', async () => {
    const { db } = await createTestDb('pglite');
    await expect(buildApp(testConfig({ CONTENT_DIR: '/nonexistent' }), { db })).rejects.toThrow(/Content is incomplete/);
    await expect(sql`select 1`.execute(db)).rejects.toThrow();
  });
});
