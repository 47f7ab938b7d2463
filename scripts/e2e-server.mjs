// Starts the built server for Playwright on a fresh PGlite data folder.
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const dataDir = path.join(tmpdir(), `brainboost-e2e-${process.pid}`);
rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
process.env.HOST = '127.0.0.1';
process.env.LOG_LEVEL ??= 'warn';
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
await import('../apps/server/dist/main.js');
