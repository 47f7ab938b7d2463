// Starts the built server for Playwright on a fresh PGlite data folder, with the accounts the
// journeys sign in with, and the first-admin set-up token written to a file the tests read.
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const e2eAccounts = [
  { email: 'student@e2e.example', name: 'Sam Student', password: 'maple-river-lantern-81', accessType: 'student' },
  { email: 'teacher@e2e.example', name: 'Taylor Teacher', password: 'granite-meadow-violin-17', accessType: 'teacher' },
];

const dataDir = path.join(tmpdir(), `brainboost-e2e-${process.pid}`);
rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
process.env.HOST = '127.0.0.1';
process.env.LOG_LEVEL ??= 'warn';
// Not production: journeys read sent emails and texts from the development mailbox (/api/dev/mailbox).
process.env.APP_ENV ??= 'test';
process.env.SETUP_TOKEN_FILE ??= path.join(tmpdir(), `brainboost-e2e-setup-token-${process.env.PORT ?? 3100}`);
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));

const { buildApp } = await import('../apps/server/dist/app.js');
const { loadConfig } = await import('../apps/server/dist/config.js');
const seeding = await buildApp({ ...loadConfig(), LOG_LEVEL: 'warn' });
for (const account of e2eAccounts) await seeding.accounts.createAccount(account);
await seeding.close();

await import('../apps/server/dist/main.js');
