import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minimumPeers, percentileRank } from '@brainboost/domain/cognitive/percentile-rank';
import { createTestApp, dbKinds, freshIp, signInCookie, testOrigin, type TestApp } from '../../test/test-app.js';

const password = 'Drills-pass-4821!';
type Trial = { stimulus: string; response: string | null; rtMs: number | null; onsetMs: number };

function attempt(taskId: string, trials: Trial[], extra: Record<string, unknown> = {}) {
  const finishedAt = new Date();
  return {
    clientSubmissionId: randomUUID(),
    taskId,
    level: null as number | null,
    startedAt: new Date(finishedAt.getTime() - 3 * 60_000).toISOString(),
    finishedAt: finishedAt.toISOString(),
    trials,
    ...extra,
  };
}
/** A loci list of English elementary words `indices`, with what was typed at each place. */
const loci = (indices: number[], typed: (string | null)[], extra: Record<string, unknown> = {}) =>
  attempt(
    'method-of-loci',
    indices.map((index, i) => ({
      stimulus: `en:elementary:${index}`,
      response: typed[i] ?? null,
      rtMs: typed[i] ? 90_000 - i * 2500 : null,
      onsetMs: i * 2500,
    })),
    { level: indices.length, ...extra },
  );
const reviews = (answers: [string, string | null][]) =>
  attempt(
    'spaced-recall',
    answers.map(([id, response], i) => ({ stimulus: id, response, rtMs: response === null ? null : 2500, onsetMs: 1000 + i * 4000 })),
  );

describe.each(dbKinds)('memory drills and percentiles on %s', (kind) => {
  let t: TestApp;
  let learner: { id: string; cookie: string };
  let other: { id: string; cookie: string };

  const account = async (name: string) => {
    const { id } = await t.app.accounts.createAccount({ email: `${name}@drills.example`, name, password, accessType: 'student' });
    return { id, cookie: await signInCookie(t.app, `${name}@drills.example`, password) };
  };
  const send = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie: string, payload?: object, language = 'en') =>
    t.app.inject({
      method,
      url,
      remoteAddress: freshIp(),
      headers: { origin: testOrigin, 'accept-language': language, cookie },
      ...(payload ? { payload } : {}),
    });
  const count = async (table: 'training_attempts' | 'recall_cards', userId: string) =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    t = await createTestApp(kind);
    learner = await account('learner');
    other = await account('other');
    await t.db
      .insertInto('subscriptions')
      .values({ user_id: learner.id, status: 'active', plan_type: 'basic', current_period_end: new Date(Date.now() + 30 * 86_400_000) })
      .execute();
  });
  afterAll(() => t?.close());

  it('scores a loci list by words recalled at their place and anywhere', async () => {
    // apple dog house tree ball: dog and house swapped, tree forgotten.
    const res = await send(
      'POST',
      '/api/brain-training/attempts',
      learner.cookie,
      loci([0, 1, 2, 3, 4], ['Apple', 'house', 'dog', null, 'ball'], { gradeBand: 'middle' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().attempt).toMatchObject({
      taskId: 'method-of-loci',
      level: 5,
      primaryMeasure: 'serialRecall',
      measures: { serialRecall: 2, freeRecall: 4, listLength: 5 },
    });
    expect(res.json().nextLevel).toBe(5);
    const trials = await t.db
      .selectFrom('training_trials')
      .select(['response', 'correct'])
      .where('attempt_id', '=', res.json().attempt.id)
      .orderBy('position')
      .execute();
    expect(trials.map((tr) => tr.correct)).toEqual([true, false, false, false, true]);
    const perfect = await send(
      'POST',
      '/api/brain-training/attempts',
      learner.cookie,
      loci([5, 6, 7, 8, 9], ['fish', 'hat', 'moon', 'car', 'bread']),
    );
    expect(perfect.json().nextLevel).toBe(6);
  });

  it('refuses a loci list that mixes languages, repeats a word or does not match its level, and stores nothing', async () => {
    const before = await count('training_attempts', learner.id);
    const mixed = loci([0, 1, 2, 3, 4], ['apple']);
    mixed.trials[2]!.stimulus = 'fr:elementary:2';
    const repeated = loci([0, 1, 1, 3, 4], ['apple']);
    const wrongLevel = loci([0, 1, 2, 3, 4], ['apple'], { level: 6 });
    for (const payload of [mixed, repeated, wrongLevel]) {
      const res = await send('POST', '/api/brain-training/attempts', learner.cookie, payload, 'fr');
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).not.toMatch(/^brainTraining\./);
    }
    const badBand = await send(
      'POST',
      '/api/brain-training/attempts',
      learner.cookie,
      loci([0, 1, 2, 3, 4], ['apple'], { gradeBand: 'college' }),
    );
    expect(badBand.statusCode).toBe(400);
    expect(await count('training_attempts', learner.id)).toBe(before);
  });

  it('keeps spaced-recall cards on the server and reschedules them on a Leitner schedule', async () => {
    const added = await send('POST', '/api/brain-training/recall-cards', learner.cookie, { front: 'gato', back: 'cat' });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ front: 'gato', back: 'cat', box: 0, due: true, source: 'own' });
    expect((await send('POST', '/api/brain-training/recall-cards', learner.cookie, { front: 'gato', back: 'dog' })).statusCode).toBe(409);
    const empty = await send('POST', '/api/brain-training/recall-cards', learner.cookie, { front: '  ', back: 'x' }, 'es');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields.front).toBe('brainTraining.cardFront');
    const starter = await send('POST', '/api/brain-training/recall-cards/starter', learner.cookie, {
      language: 'fr',
      gradeBand: 'elementary',
    });
    expect(starter.statusCode).toBe(200);
    expect(starter.json().cards).toHaveLength(7);
    expect(starter.json().cards.find((c: { front: string }) => c.front === 'pomme')).toMatchObject({ back: 'chien', source: 'starter' });
    // Adding the starter pairs again adds nothing.
    expect(
      (await send('POST', '/api/brain-training/recall-cards/starter', learner.cookie, { language: 'fr', gradeBand: 'elementary' })).json()
        .cards,
    ).toHaveLength(7);

    const deck = (await send('GET', '/api/brain-training/recall-cards', learner.cookie)).json();
    expect(deck.dueCount).toBe(7);
    const gato = deck.cards.find((c: { front: string }) => c.front === 'gato').id as string;
    const pomme = deck.cards.find((c: { front: string }) => c.front === 'pomme').id as string;
    const maison = deck.cards.find((c: { front: string }) => c.front === 'maison').id as string;
    // Someone else cannot review these cards.
    expect((await send('POST', '/api/brain-training/attempts', other.cookie, reviews([[gato, 'cat']]))).statusCode).toBe(400);

    const res = await send(
      'POST',
      '/api/brain-training/attempts',
      learner.cookie,
      reviews([
        [gato, ' CAT '],
        [pomme, 'chat'],
        [maison, null],
      ]),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().attempt).toMatchObject({
      taskId: 'spaced-recall',
      primaryMeasure: 'recallRate',
      measures: { recalled: 1, reviewed: 3 },
    });
    const after = (await send('GET', '/api/brain-training/recall-cards', learner.cookie)).json();
    const card = (id: string) => after.cards.find((c: { id: string }) => c.id === id);
    expect(card(gato)).toMatchObject({ box: 1, due: false, reviews: 1 });
    expect(card(pomme)).toMatchObject({ box: 1, due: false, reviews: 1 });
    const dayAhead = (new Date(card(gato).dueAt).getTime() - Date.now()) / 86_400_000;
    expect(dayAhead).toBeGreaterThan(0.9);
    expect(dayAhead).toBeLessThan(1.1);
    expect(after.dueCount).toBe(4);
    const trials = await t.db
      .selectFrom('training_trials')
      .select(['stimulus', 'correct'])
      .where('attempt_id', '=', res.json().attempt.id)
      .orderBy('position')
      .execute();
    expect(trials).toEqual([
      { stimulus: gato, correct: true },
      { stimulus: pomme, correct: false },
      { stimulus: maison, correct: false },
    ]);

    // A card that is not due yet cannot be reviewed again now.
    const early = await send('POST', '/api/brain-training/attempts', learner.cookie, reviews([[gato, 'cat']]));
    expect(early.statusCode).toBe(400);
    expect(early.json().error.code).toBe('CARD_NOT_DUE');
    // A second correct review a day later moves it to box 2 (3 days).
    await t.db
      .updateTable('recall_cards')
      .set({ due_at: new Date(Date.now() - 1000) })
      .where('id', '=', gato)
      .execute();
    expect((await send('POST', '/api/brain-training/attempts', learner.cookie, reviews([[gato, 'cat']]))).statusCode).toBe(201);
    const again = (await send('GET', '/api/brain-training/recall-cards', learner.cookie))
      .json()
      .cards.find((c: { id: string }) => c.id === gato);
    expect(again.box).toBe(2);
    expect(Math.round((new Date(again.dueAt).getTime() - Date.now()) / 86_400_000)).toBe(3);

    expect((await send('DELETE', `/api/brain-training/recall-cards/${gato}`, other.cookie)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/brain-training/recall-cards/${gato}`, learner.cookie)).statusCode).toBe(204);
    expect(await count('recall_cards', learner.id)).toBe(6);
  });

  it('lets a free learner review cards on any day', async () => {
    const card = (await send('POST', '/api/brain-training/recall-cards', other.cookie, { front: 'one', back: 'uno' })).json();
    expect((await send('POST', '/api/brain-training/attempts', other.cookie, reviews([[card.id, 'uno']]))).statusCode).toBe(201);
  });

  it('shows percentiles only once enough users of the band have results, from one ranking', async () => {
    // Loci results of other middle-band users: serial recall 0..5 over the users.
    const peers: string[] = [];
    const scores: number[] = [];
    const addPeer = async (serial: number) => {
      const id = randomUUID();
      await t.db
        .insertInto('user')
        .values({
          id,
          name: 'peer',
          email: `${id}@drills.example`,
          emailVerified: true,
          image: null,
          createdAt: new Date(),
          updatedAt: new Date(),
          twoFactorEnabled: false,
          phoneNumber: null,
          phoneNumberVerified: null,
          username: null,
          displayUsername: null,
        })
        .execute();
      await t.db
        .insertInto('training_attempts')
        .values({
          user_id: id,
          task_id: 'method-of-loci',
          level: 5,
          client_submission_id: randomUUID(),
          started_at: new Date(),
          finished_at: new Date(),
          trial_count: 5,
          accuracy: serial / 5,
          primary_measure: 'serialRecall',
          higher_is_better: true,
          measures: JSON.stringify({ serialRecall: serial, freeRecall: 5, listLength: 5 }),
          performance_index: 50,
          grade_band: 'middle',
        })
        .execute();
      peers.push(id);
      scores.push(serial);
    };
    // The learner has a middle-band loci result (serial 2) and a band-less one (serial 5): only the first counts.
    const standing = async () =>
      (await send('GET', '/api/brain-training/progress?gradeBand=middle', learner.cookie))
        .json()
        .tasks.find((task: { taskId: string }) => task.taskId === 'method-of-loci').standing;
    for (let i = 0; i < minimumPeers - 2; i++) await addPeer(i % 6);
    // 28 peers + the learner: not enough.
    expect(await standing()).toEqual({ users: minimumPeers - 1, best: null, median: null });
    // A user of another band does not count.
    const elsewhere = randomUUID();
    await t.db
      .insertInto('user')
      .values({
        id: elsewhere,
        name: 'x',
        email: `${elsewhere}@drills.example`,
        emailVerified: true,
        image: null,
        createdAt: new Date(),
        updatedAt: new Date(),
        twoFactorEnabled: false,
        phoneNumber: null,
        phoneNumberVerified: null,
        username: null,
        displayUsername: null,
      })
      .execute();
    await t.db
      .insertInto('training_attempts')
      .values({
        user_id: elsewhere,
        task_id: 'method-of-loci',
        level: 5,
        client_submission_id: randomUUID(),
        started_at: new Date(),
        finished_at: new Date(),
        trial_count: 5,
        accuracy: 1,
        primary_measure: 'serialRecall',
        higher_is_better: true,
        measures: JSON.stringify({ serialRecall: 5 }),
        performance_index: 50,
        grade_band: 'high',
      })
      .execute();
    expect((await standing()).users).toBe(minimumPeers - 1);
    await addPeer(4);
    const now = await standing();
    expect(now.users).toBe(minimumPeers);
    expect(now.best).toBe(percentileRank(2, [...scores, 2], true));
    expect(now.median).toBe(now.best);
    expect(now.best).toBeGreaterThan(0);
    expect(now.best).toBeLessThan(100);

    const noBand = (await send('GET', '/api/brain-training/progress', learner.cookie)).json();
    expect(noBand.gradeBand).toBeNull();
    expect(noBand.tasks.every((task: { standing: unknown }) => task.standing === null)).toBe(true);
    expect((await send('GET', '/api/brain-training/progress?gradeBand=college', learner.cookie)).statusCode).toBe(400);
  });

  it('exports attempts with their raw trials and the cards, for export_data only', async () => {
    const refused = await send('GET', '/api/brain-training/export', learner.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('FEATURE_REQUIRED');
    await t.db
      .insertInto('subscriptions')
      .values({ user_id: learner.id, status: 'active', plan_type: 'premium', current_period_end: new Date(Date.now() + 60 * 86_400_000) })
      .execute();
    const res = await send('GET', '/api/brain-training/export', learner.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('brain-training.json');
    const body = res.json();
    expect(body.attempts).toHaveLength(await count('training_attempts', learner.id));
    const lociAttempt = body.attempts.find(
      (a: { taskId: string; gradeBand: string | null }) => a.taskId === 'method-of-loci' && a.gradeBand === 'middle',
    );
    expect(lociAttempt.trials.map((tr: { response: string | null }) => tr.response)).toEqual(['Apple', 'house', 'dog', null, 'ball']);
    expect(body.recallCards).toHaveLength(6);
  });
});
