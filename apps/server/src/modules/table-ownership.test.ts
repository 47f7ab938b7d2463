import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Issue 27: a module reads or writes another module's table only through the owner's service, or in a
// file that declares itself a read model at its top. ESLint's zones see imports, not SQL; this reads the SQL.

const src = fileURLToPath(new URL('..', import.meta.url));
const isTest = (file: string) => /(\.test|\.integration-test|test-helpers)\.ts$/.test(file);

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** Who owns each table: the folder of the `*.tables.ts` declaring it (a module's name, or e.g. `providers`). */
function tableOwners(): Map<string, string> {
  const owners = new Map<string, string>();
  for (const file of filesUnder(src).filter((f) => f.endsWith('.tables.ts'))) {
    const [top, name] = path.relative(src, file).split(path.sep);
    const owner = top === 'modules' ? name! : path.relative(src, path.dirname(file));
    const declared = /export interface \w+Tables\s*\{([^}]*)\}/.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
    for (const [, table] of declared.matchAll(/^\s+([a-z_]+):/gm)) owners.set(table!, owner);
  }
  return owners;
}

/**
 * A table named where a query takes its rows: a Kysely call (`selectFrom('t as x')`, `innerJoin('t')`) or
 * raw SQL (`from t`, `join "t"`). A column reference (`'t.id'`) needs its table in one of those, and
 * would be confused with a message key (`'account.signInAgain'`).
 */
function namesTable(code: string, table: string): boolean {
  const quoted = `['"]${table}(?:['"]| as )`;
  return new RegExp(
    `(?:selectFrom|insertInto|updateTable|deleteFrom|Join|mergeInto)\\(\\s*${quoted}` +
      `|\\b(?:from|join|into|update)\\s+"?${table}"?(?:[\\s),]|$)`,
    'im',
  ).test(code);
}

const readModelHeader = /^\/\*\*\n \* A read model \(decision \d{4}\)/m;

function crossings(): string[] {
  const owners = tableOwners();
  const found: string[] = [];
  for (const file of filesUnder(path.join(src, 'modules')).filter((f) => !isTest(f) && !f.endsWith('.tables.ts'))) {
    const module = path.relative(path.join(src, 'modules'), file).split(path.sep)[0]!;
    const code = readFileSync(file, 'utf8');
    if (readModelHeader.test(code)) continue;
    for (const [table, owner] of owners) {
      if (owner !== module && namesTable(code, table)) found.push(`${path.relative(src, file)} names ${table}, owned by ${owner}`);
    }
  }
  return found.sort();
}

describe('table ownership', () => {
  it('finds a table named in a query, and only there', () => {
    expect(namesTable(`db.selectFrom('user as u')`, 'user')).toBe(true);
    expect(namesTable(`.innerJoin('profiles as p', 'p.id', 'x.id')`, 'profiles')).toBe(true);
    expect(namesTable(`sql\`select 1 from "user" where id = \${id}\``, 'user')).toBe(true);
    expect(namesTable(`left join user_access on true`, 'user_access')).toBe(true);
    expect(namesTable(`const user = await accounts.user(id)`, 'user')).toBe(false);
    expect(namesTable(`new AppError('REAUTHENTICATION_REQUIRED', 401, 'account.signInAgain')`, 'account')).toBe(false);
  });

  it('no module names another module’s table outside a declared read model', () => {
    expect(crossings()).toEqual([]);
  });
});
