// Development: the API with reload on change (APP_ENV=development) and Vite's dev server with hot
// reload on http://localhost:5173, which proxies /api to the API on port 3000.
import { spawn, spawnSync } from 'node:child_process';

const build = spawnSync('npm', ['run', 'build', '-w', '@brainboost/domain'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const children = [
  spawn('npx', ['tsx', 'watch', 'apps/server/src/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, APP_ENV: 'development', HOST: '127.0.0.1', PORT: '3000' },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', cwd: 'apps/web' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && code !== 0 && stop());
