// `npm run lint`: ESLint beside Prettier-then-tsc, so the two cores both work (each tool is
// single-threaded). Each tool's output is printed whole when it ends; exits non-zero if any failed.
import { spawn } from 'node:child_process';

function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      process.stdout.write(`\n> ${command} ${args.join(' ')} (exit ${code})\n${output}`);
      resolve(code === 0);
    });
  });
}

const results = await Promise.all([
  run('npx', ['eslint', '.']),
  run('npx', ['prettier', '--check', '.']).then(async (formatted) => (await run('npx', ['tsc', '-b'])) && formatted),
]);
process.exit(results.every(Boolean) ? 0 : 1);
