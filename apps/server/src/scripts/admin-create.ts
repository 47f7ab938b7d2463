// Creates an account with a role from the command line (stop a server using the embedded database first):
//   npm run admin:create -- --email ada@school.example --name "Ada Lovelace" [--role master|admin|teacher|student]
// The password is read from ADMIN_PASSWORD or asked for without echo.
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { accessTypes, type AccessType } from '@brainboost/domain/billing/entitlements';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';

async function askHidden(question: string): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const muted = rl as unknown as { _writeToOutput: (s: string) => void; output: NodeJS.WriteStream };
  muted._writeToOutput = (s) => {
    if (s.includes(question)) muted.output.write(s);
  };
  const answer = await new Promise<string>((resolve) => rl.question(question, resolve));
  rl.close();
  process.stdout.write('\n');
  return answer;
}

const { values } = parseArgs({
  options: { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string', default: 'master' } },
});
if (!values.email || !values.name || !(accessTypes as readonly string[]).includes(values.role ?? '')) {
  console.error('Usage: npm run admin:create -- --email <email> --name "<full name>" [--role master|admin|teacher|student]');
  process.exit(2);
}
const password = process.env.ADMIN_PASSWORD ?? (await askHidden('Password (at least 12 characters): '));
const app = await buildApp({ ...loadConfig(), LOG_LEVEL: 'warn' });
try {
  const created = await app.accounts.createAccount({
    email: values.email,
    name: values.name,
    password,
    accessType: values.role as AccessType,
  });
  console.log(`Created ${values.role} account ${created.email}. Sign in at /login.`);
} catch (err) {
  const code = (err as { code?: string }).code;
  console.error(
    code === 'WEAK_PASSWORD'
      ? 'That password is too weak: use at least 12 characters and avoid common passwords.'
      : code === 'USER_ALREADY_EXISTS'
        ? 'An account with that email already exists.'
        : String(err),
  );
  process.exitCode = 1;
} finally {
  await app.close();
}
