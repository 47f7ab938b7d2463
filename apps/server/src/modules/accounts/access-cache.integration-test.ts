import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { testConfig } from '../../config.js';
import type { Db } from '../../db/database.js';
import { channels, listenerOf } from '../../db/notifications.js';
import { strongPassword } from '../../test/sign-in-helpers.js';
import {
  createReopenableTestDb,
  createTestApp,
  dbKinds,
  dbKindsWithPglite,
  freshIp,
  signInCookie,
  testOrigin,
  type TestApp,
} from '../../test/test-app.js';

/** Every `bb_access_changed` payload sent while `write` runs and settles. */
async function signalsOf(db: Db, write: () => Promise<unknown>): Promise<string[]> {
  const payloads: string[] = [];
  const listener = listenerOf(db);
  const unlisten = await listener.listen(channels.accessChanged, (payload) => payloads.push(payload));
  try {
    await write();
    await listener.sync();
  } finally {
    await unlisten();
  }
  return payloads;
}

async function roleSeenBy(app: TestApp['app'], cookie: string) {
  const res = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
  return res.statusCode === 200 ? res.json().access.access_type : res.statusCode;
}

/** Writes with triggers off (`session_replication_role = replica`): the change no server is told of. */
async function silently(db: Db, write: (trx: Db) => Promise<unknown>) {
  await db.transaction().execute(async (trx) => {
    await sql`set local session_replication_role = replica`.execute(trx);
    await write(trx as unknown as Db);
  });
}

describe.each(dbKindsWithPglite)('access cache on %s', (kind) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  it('answers sessions and access from memory until the database says the user changed', async () => {
    t = await createTestApp(kind);
    const { id } = await t.app.accounts.createAccount({
      email: 'kai@example.com',
      name: 'Kai Lee',
      password: strongPassword,
      accessType: 'student',
    });
    const cookie = await signInCookie(t.app, 'kai@example.com', strongPassword);
    expect(await roleSeenBy(t.app, cookie)).toBe('student');

    // A change nobody signals is not seen: the answer came from memory.
    await silently(t.db, (trx) => trx.updateTable('user_access').set({ access_type: 'teacher' }).where('user_id', '=', id).execute());
    expect(await roleSeenBy(t.app, cookie)).toBe('student');

    // A signalled change is seen on the very next request.
    await t.db.updateTable('user_access').set({ access_type: 'admin' }).where('user_id', '=', id).execute();
    expect(await roleSeenBy(t.app, cookie)).toBe('admin');

    // A session deleted behind the server's back is refused at once.
    await t.db.deleteFrom('session').where('userId', '=', id).execute();
    expect(await roleSeenBy(t.app, cookie)).toBe(401);
  });

  it('refuses a signed-out session on the next request, and a changed password ends the other sessions', async () => {
    t = await createTestApp(kind);
    await t.app.accounts.createAccount({ email: 'ana@example.com', name: 'Ana Ruiz', password: strongPassword, accessType: 'student' });
    const here = await signInCookie(t.app, 'ana@example.com', strongPassword);
    const there = await signInCookie(t.app, 'ana@example.com', strongPassword);
    expect(await roleSeenBy(t.app, here)).toBe('student');
    expect(await roleSeenBy(t.app, there)).toBe('student');

    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/account/password',
      remoteAddress: freshIp(),
      headers: { cookie: here, origin: testOrigin },
      payload: { currentPassword: strongPassword, newPassword: 'amber-lighthouse-meadow-88' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await roleSeenBy(t.app, there)).toBe(401);

    const signOut = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      remoteAddress: freshIp(),
      headers: { cookie: here, origin: testOrigin },
      payload: {},
    });
    expect(signOut.statusCode).toBe(200);
    expect(await roleSeenBy(t.app, here)).toBe(401);
  });

  it('signals a change to every table access reads, a family plan to its members, and "*" when a table is emptied', async () => {
    t = await createTestApp(kind);
    const owner = (
      await t.app.accounts.createAccount({ email: 'owner@example.com', name: 'Olu Owner', password: strongPassword, accessType: 'student' })
    ).id;
    const member = (
      await t.app.accounts.createAccount({
        email: 'member@example.com',
        name: 'Mia Member',
        password: strongPassword,
        accessType: 'student',
      })
    ).id;
    await t.db
      .insertInto('family_members')
      .values({ owner_user_id: owner, user_id: member, email: 'member@example.com', status: 'active' })
      .execute();

    expect(await signalsOf(t.db, () => t.db.updateTable('user').set({ name: 'Olu O.' }).where('id', '=', owner).execute())).toEqual([
      owner,
    ]);
    expect(
      await signalsOf(t.db, () => t.db.updateTable('profiles').set({ full_name: 'Olu O.' }).where('id', '=', owner).execute()),
    ).toEqual([owner]);
    expect(
      await signalsOf(t.db, () => t.db.updateTable('user_access').set({ access_type: 'teacher' }).where('user_id', '=', owner).execute()),
    ).toEqual([owner]);
    expect(await signalsOf(t.db, () => t.db.insertInto('beta_access').values({ user_id: owner }).execute())).toEqual([owner]);
    const subscription = () => t.db.insertInto('subscriptions').values({ user_id: owner, status: 'active', plan_type: 'family' }).execute();
    expect((await signalsOf(t.db, subscription)).sort()).toEqual([owner, member].sort());
    expect(
      await signalsOf(t.db, () => t.db.updateTable('family_members').set({ status: 'pending' }).where('user_id', '=', member).execute()),
    ).toEqual([member]);
    expect(await signalsOf(t.db, () => sql`truncate beta_access`.execute(t.db))).toEqual(['*']);
  });
});

describe.runIf(dbKinds.includes('postgres'))('access cache across two servers on one PostgreSQL database', () => {
  const opened: { close: () => Promise<void> }[] = [];
  afterEach(async () => {
    for (const app of opened.splice(0)) await app.close();
  });

  it('a session signed out on one server is refused by the other within moments', async () => {
    const database = await createReopenableTestDb('postgres');
    opened.push({ close: database.drop });
    const first = await buildApp(testConfig(), { db: await database.open() });
    const second = await buildApp(testConfig(), { db: await database.open() });
    opened.unshift(first, second);
    await first.accounts.createAccount({ email: 'sam@example.com', name: 'Sam Park', password: strongPassword, accessType: 'student' });
    const cookie = await signInCookie(first, 'sam@example.com', strongPassword);
    expect(await roleSeenBy(first, cookie)).toBe('student');
    expect(await roleSeenBy(second, cookie)).toBe('student');

    const signOut = await second.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      remoteAddress: freshIp(),
      headers: { cookie, origin: testOrigin },
      payload: {},
    });
    expect(signOut.statusCode).toBe(200);
    const deadline = Date.now() + 2000;
    let seen = await roleSeenBy(first, cookie);
    while (seen !== 401 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      seen = await roleSeenBy(first, cookie);
    }
    expect(seen).toBe(401);
  });
});
