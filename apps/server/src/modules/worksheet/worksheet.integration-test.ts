import { readFileSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quotasByTier } from '@brainboost/domain/billing/entitlements';
import { quotaMonth } from '@brainboost/domain/worksheet/worksheet-quota';
import { worksheetLimits } from '@brainboost/domain/worksheet/worksheet-upload';
import { createTestApp, dbKinds, freshIp, signInCookie, testOrigin, type TestApp } from '../../test/test-app.js';
import { textPdf, worksheetImage } from './sample-worksheets.test-helpers.js';

const strong = 'violet-harbour-kettle-42';

/** Runs `work` while asking `probe` every 20 ms; returns its outcome, the seconds it took and the slowest probe's milliseconds. */
async function whileProbing<T>(work: () => Promise<T>, probe: () => Promise<unknown>) {
  const started = performance.now();
  let running = true;
  let slowest = 0;
  const probing = (async () => {
    while (running) {
      const sent = performance.now();
      await probe();
      slowest = Math.max(slowest, performance.now() - sent);
      // An injected request on PGlite may settle without leaving the microtask queue: without a
      // pause here the loop would never let the decoding thread's answer in.
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const outcome = await work().finally(() => (running = false));
  const seconds = (performance.now() - started) / 1000;
  await probing;
  return { outcome, seconds, slowestProbeMs: slowest };
}

/** Every file under a directory (uploads are kept in sub-folders). */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

describe.each(dbKinds)('worksheet solver on %s', (kind) => {
  let t: TestApp;
  let uploadsDir: string;
  const cookies: Record<string, string> = {};
  const ids: Record<string, string> = {};
  let image: Buffer;
  beforeAll(async () => {
    uploadsDir = await mkdtemp(path.join(tmpdir(), 'bb-worksheets-'));
    t = await createTestApp(kind, { UPLOADS_DIR: uploadsDir });
    for (const [name, plan] of [
      ['free', null],
      ['basic', 'basic'],
      ['ultimate', 'ultimate'],
      ['other', 'basic'],
    ] as const) {
      const email = `${name}.worksheet@example.org`;
      ids[name] = (await t.app.accounts.createAccount({ email, name, password: strong, accessType: 'student' })).id;
      if (plan)
        await t.db
          .insertInto('subscriptions')
          .values({ user_id: ids[name]!, status: 'active', plan_type: plan, current_period_end: new Date(Date.now() + 30 * 86_400_000) })
          .execute();
      cookies[name] = await signInCookie(t.app, email, strong);
    }
    image = await worksheetImage();
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  const upload = (who: string | null, body: Buffer, { lang = 'en', contentType = 'application/octet-stream', query = '' } = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/worksheets${query}`,
      remoteAddress: freshIp(),
      headers: { origin: testOrigin, 'accept-language': lang, 'content-type': contentType, ...(who ? { cookie: cookies[who]! } : {}) },
      payload: body,
    });
  const call = (who: string, method: 'GET' | 'PATCH' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      remoteAddress: freshIp(),
      headers: { origin: testOrigin, cookie: cookies[who]! },
      ...(payload ? { payload } : {}),
    });
  const worksheetCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('worksheets')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('needs sign-in and the worksheet_help plan; a free user sees no uploads left', async () => {
    expect((await upload(null, image)).statusCode).toBe(401);
    const free = await upload('free', image);
    expect(free.statusCode).toBe(403);
    expect(free.json().error.code).toBe('FEATURE_REQUIRED');
    expect((await call('free', 'GET', '/api/worksheets/usage')).json()).toMatchObject({ limit: 0, used: 0, remaining: 0 });
    expect((await call('basic', 'GET', '/api/worksheets/usage')).json()).toMatchObject({
      limit: quotasByTier.basic.worksheetUploadsPerMonth,
      used: 0,
      remaining: 30,
      maxBytes: worksheetLimits.maxBytes,
      maxPages: worksheetLimits.maxPages,
    });
    expect(await worksheetCount()).toBe(0);
  });

  it('refuses wrong types (by bytes), empty, too large, too many pages and corrupt files with a clear message, storing and counting nothing', async () => {
    const gifNamedPng = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(64)]);
    const cases: [Buffer, string, number, string, { contentType?: string; lang?: string }?][] = [
      [
        gifNamedPng,
        'WORKSHEET_UNSUPPORTED_TYPE',
        415,
        'Upload failed. Only PDF, JPEG, PNG, WebP and HEIC files can be read.',
        { contentType: 'image/png' },
      ],
      [
        Buffer.from('<html><body>1) 2 + 2</body></html>'),
        'WORKSHEET_UNSUPPORTED_TYPE',
        415,
        'Error al subir. Solo se pueden leer archivos PDF, JPEG, PNG, WebP y HEIC.',
        { contentType: 'application/pdf', lang: 'es' },
      ],
      [Buffer.alloc(0), 'WORKSHEET_EMPTY', 400, 'Upload failed. The file is empty.'],
      [
        Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(worksheetLimits.maxBytes)]),
        'WORKSHEET_TOO_LARGE',
        413,
        'Upload failed. The file is larger than 10 MB.',
      ],
      [
        textPdf(Array.from({ length: worksheetLimits.maxPages + 1 }, (_, i) => [`${i + 1}) ${i} + 1`])),
        'WORKSHEET_TOO_MANY_PAGES',
        422,
        'Upload failed. The PDF has more than 10 pages. Upload up to 10 pages at a time.',
      ],
      [
        Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >>\ntruncated'),
        'WORKSHEET_CORRUPT',
        422,
        'Upload failed. The file is damaged and cannot be opened.',
      ],
      [
        image.subarray(0, Math.floor(image.length / 3)),
        'WORKSHEET_CORRUPT',
        422,
        'Upload failed. The file is damaged and cannot be opened.',
        { contentType: 'image/png' },
      ],
    ];
    for (const [body, code, status, message, options] of cases) {
      const res = await upload('basic', body, options);
      expect({ status: res.statusCode, ...res.json().error }).toEqual({ status, code, message });
    }
    expect(await worksheetCount()).toBe(0);
    expect(await filesUnder(uploadsDir)).toEqual([]);
    expect((await call('basic', 'GET', '/api/worksheets/usage')).json().used).toBe(0);
  }, 60_000);

  it('refuses a tiny PDF with a huge page and a HEIC claiming huge dimensions quickly, in the caller’s language, while other requests stay fast', async () => {
    // The security report's file: 3 KB, one page 375 × 14,400 pt, which rendered for 96 s in 3.9 GB.
    const tall = textPdf([['']], [375, 14_400]);
    const {
      outcome: res,
      seconds,
      slowestProbeMs,
    } = await whileProbing(
      () => upload('basic', tall, { lang: 'fr' }),
      () => call('other', 'GET', '/api/worksheets/usage'),
    );
    console.info(`huge-page PDF refused in ${seconds.toFixed(2)} s; slowest other request meanwhile ${slowestProbeMs.toFixed(0)} ms`);
    expect({ status: res.statusCode, ...res.json().error }).toEqual({
      status: 422,
      code: 'WORKSHEET_PAGE_TOO_LARGE',
      message:
        'Une page de ce fichier est trop grande pour être lue. Utilisez des pages au format A4 ou Letter, ou envoyez une photo de chaque page.',
    });
    expect(seconds).toBeLessThan(10);
    expect(slowestProbeMs).toBeLessThan(1000);

    const heic = Buffer.from(readFileSync(new URL('./fixtures/worksheet.heic', import.meta.url)));
    const ispe = heic.indexOf('ispe');
    heic.writeUInt32BE(60_000, ispe + 8);
    heic.writeUInt32BE(60_000, ispe + 12);
    const claimed = await upload('basic', heic);
    expect({ status: claimed.statusCode, ...claimed.json().error }).toEqual({
      status: 422,
      code: 'WORKSHEET_IMAGE_TOO_LARGE',
      message: 'Upload failed. The image is too large. Use a photo of 50 megapixels or less.',
    });

    expect(await worksheetCount()).toBe(0);
    expect(await filesUnder(uploadsDir)).toEqual([]);
    expect((await call('basic', 'GET', '/api/worksheets/usage')).json().used).toBe(0);
  }, 60_000);

  it('reads an uploaded photo, lists its problems, takes a correction and solves a problem with steps', async () => {
    const res = await upload('ultimate', image, { contentType: 'image/jpeg', query: '?language=eng&gradeBand=middle' });
    expect(res.statusCode).toBe(202);
    const created = res.json();
    expect(created).toMatchObject({ stage: 'reading', mediaType: 'image/png', pages: 1, problems: [] });
    expect(await filesUnder(uploadsDir)).toHaveLength(1);
    await t.app.worksheets.idle();

    const read = (await call('ultimate', 'GET', `/api/worksheets/${created.id}`)).json();
    expect(read).toMatchObject({ stage: 'ready', readMethod: 'ocr', progress: { done: 1, total: 1 } });
    expect(read.problems.map((p: { label: string }) => p.label)).toEqual(['1', '2', '3', '4', '5']);
    expect(read.problems[0].text).toMatch(/^Solve 2x \+ 5 ?= ?11$/);
    expect((await call('ultimate', 'GET', '/api/worksheets/usage')).json()).toMatchObject({
      used: 1,
      remaining: quotasByTier.ultimate.worksheetUploadsPerMonth - 1,
    });

    // OCR read "80?" as "807" here and there: the learner corrects it before solving.
    const fourth = read.problems[3];
    const blank = await call('ultimate', 'PATCH', `/api/worksheets/${created.id}/problems/${fourth.id}`, { text: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toBe('Please type the problem.');
    const corrected = (
      await call('ultimate', 'PATCH', `/api/worksheets/${created.id}/problems/${fourth.id}`, { text: 'What is 15% of 80?' })
    ).json();
    expect(corrected.problems[3]).toMatchObject({ text: 'What is 15% of 80?', recognisedText: fourth.recognisedText, status: 'new' });

    const solving = await call('ultimate', 'POST', `/api/worksheets/${created.id}/solve`, { problemIds: [read.problems[0].id, fourth.id] });
    expect(solving.statusCode).toBe(202);
    // The answer is the state a moment after solving started: the work may already be under way.
    expect(solving.json().progress.total).toBe(2);
    expect(['solving', 'ready']).toContain(solving.json().stage);
    await t.app.worksheets.idle();
    const solved = (await call('ultimate', 'GET', `/api/worksheets/${created.id}`)).json();
    expect(solved).toMatchObject({ stage: 'ready', progress: { done: 2, total: 2 } });
    expect(solved.problems[0]).toMatchObject({ status: 'solved', answer: { kind: 'math', topic: 'linear', answer: { value: 'x=3' } } });
    expect(solved.problems[0].answer.steps.length).toBeGreaterThan(1);
    expect(solved.problems[3]).toMatchObject({ status: 'solved', answer: { kind: 'math', answer: { value: '12' } } });
    expect(solved.problems[1].status).toBe('new');
    // The solved problems are one tutor conversation in the learner's history.
    const conversation = (await call('ultimate', 'GET', `/api/tutor/conversations/${solved.conversationId}`)).json();
    expect(conversation.messages).toHaveLength(4);

    // Nobody else can see it; the owner can delete it, file and all.
    expect((await call('other', 'GET', `/api/worksheets/${created.id}`)).statusCode).toBe(404);
    expect((await call('other', 'DELETE', `/api/worksheets/${created.id}`)).statusCode).toBe(404);
    expect((await call('ultimate', 'DELETE', `/api/worksheets/${created.id}`)).statusCode).toBe(204);
    expect(await filesUnder(uploadsDir)).toEqual([]);
    expect((await call('ultimate', 'GET', `/api/worksheets/${created.id}`)).statusCode).toBe(404);
  }, 90_000);

  it('reads a PDF’s own text without OCR', async () => {
    const res = await upload('other', textPdf([['Homework', '1) 12 * 4', '2) Solve 3x - 1 = 8']]));
    expect(res.statusCode).toBe(202);
    await t.app.worksheets.idle();
    const read = (await call('other', 'GET', `/api/worksheets/${res.json().id}`)).json();
    expect(read).toMatchObject({
      stage: 'ready',
      readMethod: 'text-layer',
      problems: [
        { label: '1', text: '12 * 4' },
        { label: '2', text: 'Solve 3x - 1 = 8' },
      ],
    });

    // The learner rewrites the text read; the problems are found again in it.
    const empty = await call('other', 'PUT', `/api/worksheets/${read.id}/text`, { text: ' ' });
    expect(empty.json().error.message).toBe('Please type the text of the worksheet.');
    const rewritten = (
      await call('other', 'PUT', `/api/worksheets/${read.id}/text`, { text: 'Homework\n1) 12 * 5\n2) Solve 3x - 1 = 8\n3) 9 - 4' })
    ).json();
    expect(rewritten.problems.map((p: { label: string; text: string }) => `${p.label} ${p.text}`)).toEqual([
      '1 12 * 5',
      '2 Solve 3x - 1 = 8',
      '3 9 - 4',
    ]);
  }, 60_000);

  it('stops at the monthly limit, counted on the server', async () => {
    const { month } = quotaMonth(new Date());
    await t.db
      .insertInto('worksheet_monthly_usage')
      .values({ user_id: ids.basic!, month, uploads: quotasByTier.basic.worksheetUploadsPerMonth - 1 })
      .execute();
    const before = await worksheetCount();
    expect((await upload('basic', textPdf())).statusCode).toBe(202);
    const over = await upload('basic', textPdf());
    expect(over.statusCode).toBe(429);
    expect(over.json().error.message).toBe("Upload failed. You've used all your worksheet uploads for this month.");
    expect(await worksheetCount()).toBe(before + 1);
    expect((await call('basic', 'GET', '/api/worksheets/usage')).json()).toMatchObject({ used: 30, remaining: 0 });
    await t.app.worksheets.idle();
  }, 60_000);
});
