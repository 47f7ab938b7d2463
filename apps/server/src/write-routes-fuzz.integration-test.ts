import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testConfig } from './config.js';
import { loadTranslations } from './i18n/server-translations.js';
import { createAccountEmails } from './modules/accounts/account-emails.js';
import { createAuth } from './modules/accounts/auth.js';
import { createPeopleService } from './modules/accounts/people.service.js';
import { childAccountGuard } from './modules/children/child-guard.js';
import type { DeclaredRoute } from './plugins/route-access.js';
import { createOutboxMailer } from './providers/mail/outbox-mailer.js';
import { createOutboxSms } from './providers/sms/outbox-sms.js';
import { plausibleValue, type JsonSchema } from './test/json-schema-arbitrary.js';
import { createTestApp, dbKinds, freshIp, signInCookie, testOrigin, type TestApp } from './test/test-app.js';

// Security issue, done-when: every write route, fed hostile bodies, answers a client error and never
// a 5xx. Bodies start from what the route's own schema accepts (so they reach the service and the
// database) and then one part is made hostile. A fixed seed and a bounded number of runs keep it
// repeatable and quick.
const seed = 11_2026;
const runsPerRoute = { admitted: 10, anonymous: 3 };
/** 414: a path parameter longer than the router takes. */
const clientErrors = new Set([400, 401, 403, 404, 409, 413, 414, 415, 422, 429]);
const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const password = 'violet-harbour-kettle-42';

type Target = { method: string; url: string; access: DeclaredRoute['access']; schema: JsonSchema | undefined };
type Caller = 'anonymous' | 'adult' | 'teacher' | 'admin';
/** A body as sent, and whether a well-behaved server must refuse it (a success would be wrong too). */
type Hostile = { text: string; mustRefuse: boolean; what: string };

const unstorableText = fc.oneof(
  fc.string({ maxLength: 6 }).map((s) => `${s}\u0000${s}`),
  fc.constantFrom('\uD800', 'a\uDFFFb', '😀'.slice(0, 1)),
);
const oddValue = fc.oneof(
  fc.constantFrom(null, true, 0, -1, 0.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, 1e308, -1e308, [], {}, '', ' ', 'NaN', '1e999', '-1'),
  fc.constantFrom(
    '+275760-09-13T00:00:00.000Z',
    '0000-00-00',
    '9999-12-31T23:59:59Z',
    '2026-02-30',
    '00000000-0000-0000-0000-000000000000',
  ),
  fc.constantFrom('é'.repeat(20_000), 'x'.repeat(5_000)),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  fc.object({ maxDepth: 1 }),
);
/** Longer than the body limit: 413. */
const oversized = fc.constant('x'.repeat(150_000));
const prototypeKey = fc.constantFrom('__proto__', 'constructor', 'prototype');
const pathParam = fc.oneof(fc.uuid(), fc.constantFrom('x', '-1', '2026-02-30', '%00', 'a'.repeat(300), '%F0%9F%98%80', 'sandbox'));

type Slot = { get: () => unknown; set: (value: unknown) => void; isObject: boolean };

/** Every place in a body a value could be swapped, the body itself first. */
function slotsOf(root: { body: unknown }): Slot[] {
  const slots: Slot[] = [];
  const visit = (holder: Record<string | number, unknown>, key: string | number) => {
    const value = holder[key];
    slots.push({
      get: () => holder[key],
      set: (v) => (holder[key] = v),
      isObject: value !== null && typeof value === 'object' && !Array.isArray(value),
    });
    if (Array.isArray(value)) value.forEach((_, i) => visit(value as unknown as Record<number, unknown>, i));
    else if (value !== null && typeof value === 'object')
      for (const inner of Object.keys(value)) visit(value as Record<string, unknown>, inner);
  };
  visit(root as unknown as Record<string, unknown>, 'body');
  return slots;
}

/** An own property even for `__proto__`, as JSON.parse would make it, so JSON.stringify sends it. */
const defineOwn = (target: object, key: string, value: unknown) =>
  Object.defineProperty(target, key, { value, enumerable: true, configurable: true, writable: true });

function hostileBodies(schema: JsonSchema | undefined): fc.Arbitrary<Hostile> {
  const base = plausibleValue(schema ?? { type: 'object' });
  const swapped = (value: fc.Arbitrary<unknown>, mustRefuse: boolean, what: string) =>
    fc.tuple(base, value, fc.nat()).map(([body, replacement, pick]): Hostile => {
      const root = { body: structuredClone(body) };
      const slots = slotsOf(root);
      slots[pick % slots.length]!.set(replacement);
      return { text: JSON.stringify(root.body) ?? 'null', mustRefuse, what };
    });
  const withPrototypeKey = fc.tuple(base, prototypeKey, fc.nat()).map(([body, key, pick]): Hostile => {
    const root = { body: structuredClone(body) };
    const objects = slotsOf(root).filter((slot) => slot.isObject);
    const target = objects.length ? (objects[pick % objects.length]!.get() as object) : (root.body = {});
    defineOwn(target, key, key === '__proto__' ? { polluted: true } : { prototype: { polluted: true } });
    return { text: JSON.stringify(root.body), mustRefuse: false, what: `a ${key} key` };
  });
  // Oversized bodies all end at the body limit: a few show it; the rest of the runs go deeper.
  return fc.oneof(
    { arbitrary: swapped(unstorableText, true, 'text PostgreSQL refuses'), weight: 3 },
    { arbitrary: swapped(oddValue, false, 'an odd value'), weight: 4 },
    { arbitrary: swapped(oversized, true, 'an oversized string'), weight: 1 },
    { arbitrary: withPrototypeKey, weight: 2 },
  );
}

const concreteUrl = (url: string, param: string) => url.replace(/:[A-Za-z]+/g, param);

describe.each(dbKinds)('every write route refuses hostile bodies without a 5xx, on %s', (kind) => {
  let t: TestApp;
  const targets: Target[] = [];
  const emails: Record<Exclude<Caller, 'anonymous'>, string> = {
    adult: 'adult@fuzz.example',
    teacher: 'teacher@fuzz.example',
    admin: 'admin@fuzz.example',
  };
  const cookies: Partial<Record<Caller, string>> = {};

  // Three password hashes and the whole OpenAPI document: more than the default hook time on a busy machine.
  beforeAll(async () => {
    t = await createTestApp(kind);
    for (const [caller, accessType] of [
      ['adult', 'student'],
      ['teacher', 'teacher'],
      ['admin', 'admin'],
    ] as const) {
      const { id } = await t.app.accounts.createAccount({ email: emails[caller], name: caller, password, accessType });
      // On the top plan, so paid features' bodies reach their handlers instead of FEATURE_REQUIRED.
      await t.db
        .insertInto('subscriptions')
        .values({ user_id: id, status: 'active', plan_type: 'ultimate', current_period_end: new Date(Date.now() + 30 * 86_400_000) })
        .execute();
    }
    const documented = t.app.swagger() as {
      paths?: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>>;
    };
    for (const route of t.app.routeAccessTable) {
      if (!writeMethods.has(route.method) || route.url === '/api/auth/*') continue;
      const operation = documented.paths?.[route.url.replace(/:([A-Za-z]+)/g, '{$1}')]?.[route.method.toLowerCase()];
      targets.push({ ...route, schema: operation?.requestBody?.content?.['application/json']?.schema });
    }
    // better-auth answers under /api/auth/* by its own router: its endpoints, with their own body schemas.
    const config = testConfig();
    const auth = createAuth({
      db: t.db,
      config,
      secret: 'fuzz-only-secret-0123456789abcdef0123456789',
      mailer: createOutboxMailer(t.db),
      sms: createOutboxSms(t.db),
      emails: createAccountEmails(loadTranslations(config.LOCALES_DIR, 'emails'), config.ORG_NAME),
      signInRules: [childAccountGuard(t.db, createPeopleService(t.db))],
    });
    for (const endpoint of Object.values(auth.api) as {
      path?: string;
      options?: { method?: string | string[]; body?: z.ZodType; metadata?: { SERVER_ONLY?: boolean } };
    }[]) {
      if (!endpoint.path || endpoint.options?.metadata?.SERVER_ONLY) continue;
      const methods = ([] as string[]).concat(endpoint.options?.method ?? []);
      if (!methods.some((m) => m === 'POST' || m === '*')) continue;
      let schema: JsonSchema | undefined;
      try {
        schema = endpoint.options?.body
          ? (z.toJSONSchema(endpoint.options.body, { io: 'input', unrepresentable: 'any' }) as JsonSchema)
          : undefined;
      } catch {
        schema = undefined;
      }
      targets.push({ method: 'POST', url: `/api/auth${endpoint.path}`, access: 'public', schema });
    }
  }, 180_000);
  afterAll(() => t?.close());

  /** A session for the caller, signed in again if a fuzzed request ended it (sign-out, revoke). */
  async function cookieFor(caller: Caller): Promise<string | undefined> {
    if (caller === 'anonymous') return undefined;
    const cookie = cookies[caller];
    if (cookie && (await t.app.inject({ url: '/api/me', headers: { cookie } })).statusCode === 200) return cookie;
    cookies[caller] = await signInCookie(t.app, emails[caller], password);
    return cookies[caller];
  }

  const admittedCaller = (access: DeclaredRoute['access']): Caller =>
    access === 'admin' ? 'admin' : access === 'teacher' ? 'teacher' : 'adult';

  it('finds the write routes, better-auth’s included', () => {
    const urls = targets.map((target) => `${target.method} ${target.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        'PATCH /api/me/profile',
        'POST /api/tutor/questions',
        'POST /api/auth/sign-in/email',
        'POST /api/auth/update-user',
        'PUT /api/admin/users/:id/role',
      ]),
    );
    expect(targets.filter((target) => target.schema).length).toBeGreaterThan(targets.length / 2);
  });

  it('answers 400/401/403/404/409/413/414/415/422/429, never a 5xx, as a caller the route admits and as anonymous', async () => {
    const failures: string[] = [];
    const started = performance.now();
    const statuses = new Map<number, number>();
    for (const [index, target] of targets.entries()) {
      for (const caller of [admittedCaller(target.access), 'anonymous'] as const) {
        const cookie = await cookieFor(caller);
        let found = '';
        try {
          await fc.assert(
            fc.asyncProperty(hostileBodies(target.schema), pathParam, async (hostile, param) => {
              const res = await t.app.inject({
                method: target.method as 'POST',
                url: concreteUrl(target.url, param),
                remoteAddress: freshIp(),
                headers: { origin: testOrigin, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
                payload: hostile.text,
              });
              statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
              const polluted = (Object.prototype as Record<string, unknown>)['polluted'] !== undefined;
              const refused = clientErrors.has(res.statusCode);
              // Every API refusal says what was wrong in our shape (the sandbox's checkout pages answer in HTML).
              const shaped =
                !refused ||
                !target.url.startsWith('/api/') ||
                typeof (res.json() as { error?: { message?: unknown } }).error?.message === 'string';
              if (res.statusCode >= 500 || polluted || (hostile.mustRefuse && !refused) || !shaped) {
                found = `${res.statusCode}${polluted ? ' and a polluted prototype' : ''} for ${hostile.what} at ${param.slice(0, 40)}: ${hostile.text.slice(0, 200)} -> ${res.body.slice(0, 200)}`;
                throw new Error(found);
              }
            }),
            // One seed per route and caller: with one seed for all, every route would get the same kinds of body in the same order.
            {
              seed: seed + 2 * index + (caller === 'anonymous' ? 1 : 0),
              numRuns: caller === 'anonymous' ? runsPerRoute.anonymous : runsPerRoute.admitted,
              endOnFailure: true,
            },
          );
        } catch (err) {
          failures.push(`${target.method} ${target.url} as ${caller}: ${found || (err as Error).message.slice(0, 400)}`);
        }
      }
    }
    const requests = [...statuses.values()].reduce((sum, n) => sum + n, 0);
    const byStatus = [...statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${status}: ${n}`)
      .join(', ');
    console.info(
      `write-route fuzz: ${targets.length} routes, ${requests} requests in ${Math.round(performance.now() - started)} ms (${byStatus})`,
    );
    expect(failures).toEqual([]);
  }, 300_000);
});
