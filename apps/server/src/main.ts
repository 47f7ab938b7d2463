// First: V8 flags must be set before the app's modules load.
import './v8-flags.js';
import { writeFileSync } from 'node:fs';
import { buildApp } from './app.js';
import { missingNodeFlags } from './launch-flags.js';
import { ConfigError, loadConfig } from './config.js';
import { startupWarnings } from './startup-warnings.js';

/** Starts the server: config checked, database migrated, then listen; SIGTERM drains and closes. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(78);
    }
    throw err;
  }

  const startedAt = performance.now();
  const app = await buildApp(config);
  const address = await app.listen({ host: config.HOST, port: config.PORT });
  app.log.info(
    { address, readyMs: Math.round(performance.now() - startedAt), database: config.DATABASE_URL ? 'postgres' : 'pglite' },
    'BrainBoost is ready',
  );
  const missing = missingNodeFlags(process.execArgv);
  if (missing.length > 0)
    app.log.warn({ missing }, 'started without the Node.js flags npm start passes: slower under load (decision 0059)');

  for (const warning of startupWarnings(config)) app.log.warn(warning);

  const setupLink = await app.setup.issueToken();
  if (setupLink?.status === 'issued') {
    // The only way in on a fresh install: no default password exists anywhere.
    const base = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
    app.log.warn(
      `No administrator yet. Create the first one (link works once, until ${setupLink.expiresAt.toISOString()}): ${base}/setup#token=${setupLink.token}`,
    );
    // For orchestrators (and tests) that read secrets from files rather than logs.
    if (process.env.SETUP_TOKEN_FILE) writeFileSync(process.env.SETUP_TOKEN_FILE, setupLink.token, { mode: 0o600 });
  } else if (setupLink?.status === 'already-issued') {
    // Only the token's hash is stored: its link is in the log of the server that issued it (decision 0047).
    app.log.warn(
      `No administrator yet. A set-up link was issued at ${setupLink.issuedAt.toISOString()} and stays valid until ${setupLink.expiresAt.toISOString()}: use the one in that start's log (or SETUP_TOKEN_FILE), or create the administrator with npm run admin:create. A start after it expires prints a new link.`,
    );
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    try {
      await app.close();
      app.log.info('closed cleanly');
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error while closing');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
