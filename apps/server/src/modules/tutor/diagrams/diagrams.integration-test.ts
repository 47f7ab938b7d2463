import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quotasByTier } from '@brainboost/domain/billing/entitlements';
import type { Diagram } from '@brainboost/domain/schemas/diagram';
import { createTestApp, dbKinds, freshIp, signInCookie, testOrigin, type TestApp } from '../../../test/test-app.js';

const strong = 'violet-harbour-kettle-42';
const freeLimit = quotasByTier.free.questionsPerDay!;

/** Every point of every curve lies in the plotting area (give or take the clip margin), so nothing is drawn over the axes' labels unclipped. */
const curvePoints = (d: Diagram) => d.shapes.flatMap((s) => (s.type === 'polyline' && s.role === 'curve' ? s.points : []));

describe.each(dbKinds)('diagrams through the tutor on %s', (kind) => {
  let t: TestApp;
  const cookies: Record<string, string> = {};
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp(kind);
    for (const name of ['plotter', 'quota']) {
      const email = `${name}.diagrams@example.org`;
      ids[name] = (await t.app.accounts.createAccount({ email, name, password: strong, accessType: 'student' })).id;
      cookies[name] = await signInCookie(t.app, email, strong);
    }
  }, 120_000);
  afterAll(() => t?.close());

  const ask = (who: string, question: string, lang = 'en', url = '/api/tutor/questions') =>
    t.app.inject({
      method: 'POST',
      url,
      remoteAddress: freshIp(),
      headers: { origin: testOrigin, 'accept-language': lang, cookie: cookies[who]! },
      payload: { question, gradeBand: 'high' },
    });
  const used = async (who: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/tutor/usage', headers: { cookie: cookies[who]! } })).json().used as number;

  it('plots a parabola with its vertex and intercepts described, and counts it as a question', async () => {
    const res = await ask('plotter', 'plot y = x^2 - 3x + 2');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.reply.answer.kind).toBe('diagram');
    const diagram = body.reply.answer.diagram as Diagram;
    expect(diagram.kind).toBe('plot');
    expect(diagram.description).toContainEqual({ key: 'curve.parabolaUp', values: { x: '1.5', y: '−0.25' } });
    expect(diagram.description).toContainEqual({ key: 'curve.crossesX', values: { list: '1, 2' } });
    expect(diagram.legend).toEqual([{ series: 0, text: 'y = x^2 - 3x + 2' }]);
    const clip = diagram.clip!;
    const points = curvePoints(diagram);
    expect(points.length).toBeGreaterThan(100);
    const margin = clip.height * 0.1;
    expect(
      points.every(
        ([x, y]) => x >= clip.x - 1 && x <= clip.x + clip.width + 1 && y >= clip.y - margin && y <= clip.y + clip.height + margin,
      ),
    ).toBe(true);
    // The vertex and both roots are marked as points.
    expect(diagram.shapes.filter((s) => s.type === 'circle' && s.role === 'point')).toHaveLength(4);
    expect(body.usage.used).toBe(1);
  });

  it('breaks 1/x at its asymptote: two separate pieces, one on each side of the y-axis', async () => {
    const diagram = (await ask('plotter', 'graph y = 1/x')).json().reply.answer.diagram as Diagram;
    const pieces = diagram.shapes.filter((s) => s.type === 'polyline' && s.role === 'curve');
    expect(pieces).toHaveLength(2);
    expect(diagram.description).toContainEqual({ key: 'curve.asymptotes', values: { list: '0' } });
  });

  it('answers a triangle that cannot exist with the rule it breaks, drawing nothing', async () => {
    const res = (await ask('plotter', 'Draw a triangle with sides 1, 2 and 5')).json();
    expect(res.reply.answer).toMatchObject({
      kind: 'figureImpossible',
      reason: 'triangleInequality',
      values: { sides: '1, 2, 5', shorter: '1 + 2 = 3', longest: '5' },
    });
  });

  it('draws a 3-4-5 triangle to scale: its side lengths on screen are in the ratio 3 : 4 : 5', async () => {
    const diagram = (await ask('plotter', 'draw a triangle with sides 3, 4 and 5')).json().reply.answer.diagram as Diagram;
    const polygon = diagram.shapes.find((s) => s.type === 'polygon');
    if (polygon?.type !== 'polygon') throw new Error('no polygon');
    const [A, B, C] = polygon.points as [[number, number], [number, number], [number, number]];
    const length = (p: [number, number], q: [number, number]) => Math.hypot(p[0] - q[0], p[1] - q[1]);
    const [a, b, c] = [length(B, C), length(A, C), length(A, B)];
    expect(a / c).toBeCloseTo(3 / 5, 2);
    expect(b / c).toBeCloseTo(4 / 5, 2);
    expect(diagram.description[0]).toEqual({
      key: 'triangle.summary',
      values: { a: '3', b: '4', c: '5', A: '36.9°', B: '53.1°', C: '90°' },
    });
  });

  it('keeps the diagram in the conversation, and streams it like any answer', async () => {
    const streamed = await ask('plotter', 'draw a circle with radius 4', 'en', '/api/tutor/questions/stream');
    expect(streamed.statusCode).toBe(200);
    const done = JSON.parse(streamed.body.trim().split('\n').at(-1)!);
    expect(done.type).toBe('done');
    expect(done.result.reply.answer.diagram.description[0]).toEqual({
      key: 'circle.summary',
      values: { r: '4', d: '8', circumference: '25.13', area: '50.27' },
    });
    const conversation = (
      await t.app.inject({
        method: 'GET',
        url: `/api/tutor/conversations/${done.result.conversationId}`,
        headers: { cookie: cookies.plotter! },
      })
    ).json();
    expect(conversation.messages[1].answer.kind).toBe('diagram');
  });

  it('fails with the spec message when nothing can be drawn, gives the question back and stores nothing', async () => {
    const before = await used('plotter');
    const messages = await t.db.selectFrom('tutor_messages').select('id').execute();
    const res = await ask('plotter', 'plot sqrt(x) from -5 to -1');
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toMatchObject({ code: 'DIAGRAM_FAILED', message: 'Could not generate image. Please try again.' });
    const spanish = await ask('plotter', 'plot sqrt(x) from -5 to -1', 'es');
    expect(spanish.json().error.message).toBe('No se pudo generar la imagen. Inténtalo de nuevo.');
    expect(await used('plotter')).toBe(before);
    expect(await t.db.selectFrom('tutor_messages').select('id').execute()).toHaveLength(messages.length);
  });

  it('counts diagrams against a free user’s daily questions and refuses them past the limit', async () => {
    for (let i = 0; i < freeLimit; i++) expect((await ask('quota', `plot y = ${i}x`)).statusCode).toBe(200);
    const refused = await ask('quota', 'plot y = x^2');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('TUTOR_QUOTA_EXCEEDED');
    expect(await used('quota')).toBe(freeLimit);
  });
});
