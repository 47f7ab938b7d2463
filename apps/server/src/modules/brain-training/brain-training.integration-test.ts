import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alwaysFreeTasks, freeTasksOn, taskIds, type TaskId } from '@brainboost/domain/cognitive/task-catalogue';
import { createTestApp, dbKinds, freshIp, signInCookie, testOrigin, type TestApp } from '../../test/test-app.js';

const password = 'Training-pass-4821!';

type Trial = { stimulus: string; response: string | null; rtMs: number | null; onsetMs: number };

/** A plausible run of a task, finished just now. */
function attempt(taskId: TaskId, trials: Trial[], extra: Record<string, unknown> = {}) {
  const finishedAt = new Date();
  return {
    clientSubmissionId: randomUUID(),
    taskId,
    level: null as number | null,
    startedAt: new Date(finishedAt.getTime() - 5 * 60_000).toISOString(),
    finishedAt: finishedAt.toISOString(),
    trials,
    ...extra,
  };
}
const simpleRt = (rts: (number | null)[]) =>
  rts.map((rtMs, i) => ({ stimulus: 'go', response: rtMs === null ? null : 'press', rtMs, onsetMs: i * 3000 }));
const twentyPresses = () => simpleRt(Array.from({ length: 20 }, (_, i) => 250 + i * 10));

/** Clicks on a board, each trial starting where the click before it landed. */
const boardClicks = (pairs: [string, string][], rtMs: number): Trial[] =>
  pairs.map(([stimulus, response], i) => ({ stimulus, response, rtMs, onsetMs: 500 + i * rtMs }));
const trailOrder = (part: 'A' | 'B') =>
  Array.from({ length: 25 }, (_, i) => (part === 'A' ? String(i + 1) : i % 2 === 0 ? String(i / 2 + 1) : 'ABCDEFGHIJKL'[(i - 1) / 2]!));
const trailClicks = (rtMs = 600) =>
  boardClicks(
    (['A', 'B'] as const).flatMap((part) => trailOrder(part).map((label, i): [string, string] => [`${part}:${i + 1}`, label])),
    rtMs,
  );
const schulteClicks = (side: number, rtMs = 500) =>
  boardClicks(
    [1, 2, 3].flatMap((table) => Array.from({ length: side * side }, (_, i): [string, string] => [`${table}:${i + 1}`, String(i + 1)])),
    rtMs,
  );
/** Four pairs (symbol k on cards k and k + 4), found without a miss. */
const pairFlips = (rtMs = 700) =>
  boardClicks(
    [0, 1, 2, 3].flatMap((k): [string, string][] => [
      [`${k}:${k}`, 'flip'],
      [`${k + 4}:${k}`, 'flip'],
    ]),
    rtMs,
  );

/** A method-of-loci list of eight English words, all recalled at their place. */
const lociRun = () => {
  const words = ['apple', 'dog', 'house', 'tree', 'ball', 'fish', 'hat', 'moon'];
  return words.map((word, i) => ({ stimulus: `en:elementary:${i}`, response: word, rtMs: 60_000 - i * 2000, onsetMs: i * 2000 }));
};
/** Tasks whose runs need nothing but trials (spaced recall needs the learner's cards). */
const plainTasks = taskIds.filter((id) => id !== 'spaced-recall');

/** One valid run for any task but spaced recall (the server accepts each). */
function anyRun(taskId: TaskId) {
  const many = (n: number, make: (i: number) => Omit<Trial, 'onsetMs'>) =>
    Array.from({ length: n }, (_, i) => ({ ...make(i), onsetMs: i * 3000 }));
  switch (taskId) {
    case 'n-back':
      return attempt(
        taskId,
        many(20, (i) => ({ stimulus: 'ABBA'[i % 4]!, response: null, rtMs: null })),
        { level: 1 },
      );
    case 'digit-span-forward':
    case 'digit-span-backward':
    case 'corsi':
      return attempt(
        taskId,
        many(2, () => ({ stimulus: '123', response: '123', rtMs: 2000 })),
        { level: 3 },
      );
    case 'flanker':
      return attempt(
        taskId,
        many(16, () => ({ stimulus: '<<<<<', response: 'left', rtMs: 400 })),
      );
    case 'go-no-go':
      return attempt(
        taskId,
        many(20, () => ({ stimulus: 'go', response: 'press', rtMs: 300 })),
      );
    case 'simple-rt':
      return attempt(taskId, twentyPresses());
    case 'choice-rt':
      return attempt(
        taskId,
        many(10, () => ({ stimulus: 'left', response: 'left', rtMs: 350 })),
      );
    case 'stroop':
      return attempt(
        taskId,
        many(16, () => ({ stimulus: 'red:blue', response: 'blue', rtMs: 700 })),
      );
    case 'mental-rotation':
      return attempt(
        taskId,
        many(8, () => ({ stimulus: '90:mirror', response: 'mirror', rtMs: 2500 })),
      );
    case 'trail-making':
      return attempt(taskId, trailClicks());
    case 'schulte-table':
      return attempt(taskId, schulteClicks(5), { level: 5 });
    case 'memory-pairs':
      return attempt(taskId, pairFlips(), { level: 4 });
    case 'method-of-loci':
      return attempt(taskId, lociRun(), { level: 8 });
    default:
      throw new Error(`no plain run for ${taskId}`);
  }
}

describe.each(dbKinds)('brain training API on %s', (kind) => {
  let t: TestApp;
  let basicUser: { id: string; cookie: string };
  let freeUser: { id: string; cookie: string };
  let otherUser: { id: string; cookie: string };

  const account = async (name: string) => {
    const { id } = await t.app.accounts.createAccount({ email: `${name}@training.example`, name, password, accessType: 'student' });
    return { id, cookie: await signInCookie(t.app, `${name}@training.example`, password) };
  };
  const save = (cookie: string | undefined, payload: unknown, language = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/api/brain-training/attempts',
      remoteAddress: freshIp(),
      headers: { origin: testOrigin, 'accept-language': language, ...(cookie ? { cookie } : {}) },
      payload: payload as object,
    });
  const countAttempts = async (userId: string) =>
    Number(
      (
        await t.db
          .selectFrom('training_attempts')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const countTrials = async () =>
    Number(
      (
        await t.db
          .selectFrom('training_trials')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    t = await createTestApp(kind);
    basicUser = await account('basic');
    freeUser = await account('free');
    otherUser = await account('other');
    await t.db
      .insertInto('subscriptions')
      .values({ user_id: basicUser.id, status: 'active', plan_type: 'basic', current_period_end: new Date(Date.now() + 30 * 86_400_000) })
      .execute();
  });
  afterAll(() => t?.close());

  it('stores an attempt with its trials and scores it on the server', async () => {
    const res = await save(
      basicUser.cookie,
      attempt('simple-rt', simpleRt([300, 250, 350, null, ...Array.from({ length: 16 }, () => 300)])),
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.created).toBe(true);
    expect(body.attempt).toMatchObject({
      taskId: 'simple-rt',
      trialCount: 20,
      primaryMeasure: 'medianRtMs',
      higherIsBetter: false,
      accuracy: 0.95,
    });
    expect(body.attempt.measures).toMatchObject({ medianRtMs: 300, lapses: 1 });
    const trials = await t.db
      .selectFrom('training_trials')
      .selectAll()
      .where('attempt_id', '=', body.attempt.id)
      .orderBy('position')
      .execute();
    expect(trials).toHaveLength(20);
    expect(trials[3]).toMatchObject({ position: 3, response: null, rt_ms: null, correct: false });
  });

  it('ignores scores a client sends and recomputes them from the trials', async () => {
    const payload = {
      ...attempt(
        'stroop',
        Array.from({ length: 16 }, (_, i) => ({ stimulus: 'red:blue', response: 'red', rtMs: 600, onsetMs: i * 3000 })),
      ),
      accuracy: 1,
      measures: { interferenceMs: 0 },
    };
    const res = await save(basicUser.cookie, payload);
    expect(res.statusCode).toBe(201);
    // Every answer named the word, not the ink: all wrong, whatever the client claims.
    expect(res.json().attempt.accuracy).toBe(0);
  });

  it('stores a replayed submission once and returns the stored attempt', async () => {
    const payload = attempt('simple-rt', twentyPresses());
    const before = await countAttempts(basicUser.id);
    const first = await save(basicUser.cookie, payload);
    const again = await save(basicUser.cookie, payload);
    const concurrent = await Promise.all([save(basicUser.cookie, payload), save(basicUser.cookie, payload)]);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ created: false, attempt: { id: first.json().attempt.id } });
    for (const res of concurrent) expect(res.json().attempt.id).toBe(first.json().attempt.id);
    expect(await countAttempts(basicUser.id)).toBe(before + 1);
  });

  it('lets two users use the same submission id independently', async () => {
    const payload = attempt('simple-rt', twentyPresses());
    expect((await save(basicUser.cookie, payload)).statusCode).toBe(201);
    const otherRun = { ...anyRun(freeTasksOn(new Date())[0]!), clientSubmissionId: payload.clientSubmissionId };
    expect((await save(otherUser.cookie, otherRun)).statusCode).toBe(201);
  });

  it.each([
    ['a reaction time under 100 ms', simpleRt([99, ...Array.from({ length: 19 }, () => 300)]), 'IMPOSSIBLE_REACTION_TIME', /under 100 ms/],
    [
      'a reaction time over the task limit',
      simpleRt([2001, ...Array.from({ length: 19 }, () => 300)]),
      'IMPOSSIBLE_REACTION_TIME',
      /under 100 ms/,
    ],
    ['too few trials', simpleRt([300, 300, 300]), 'IMPLAUSIBLE_ATTEMPT', /too few or too many trials/],
    [
      'a stimulus the task never shows',
      [{ stimulus: 'nogo', response: null, rtMs: null, onsetMs: 0 }, ...twentyPresses().slice(1)],
      'IMPLAUSIBLE_ATTEMPT',
      /never shows/,
    ],
    [
      'trials crowded closer than any task shows them',
      twentyPresses().map((trial, i) => ({ ...trial, onsetMs: i * 50 })),
      'IMPLAUSIBLE_ATTEMPT',
      /do not fit together/,
    ],
  ])('rejects %s with a clear error and stores nothing', async (_, trials, code, message) => {
    const before = await countAttempts(basicUser.id);
    const trialsBefore = await countTrials();
    const res = await save(basicUser.cookie, attempt('simple-rt', trials));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe(code);
    expect(res.json().error.message).toMatch(message);
    expect(await countAttempts(basicUser.id)).toBe(before);
    expect(await countTrials()).toBe(trialsBefore);
  });

  it.each([
    [
      'trail making',
      () => attempt('trail-making', trailClicks(800)),
      { primaryMeasure: 'switchCostMs', measures: { partAMs: 20_000, partBMs: 20_000, switchCostMs: 0, errorsA: 0, errorsB: 0 } },
    ],
    [
      'Schulte table',
      () => attempt('schulte-table', schulteClicks(4), { level: 4 }),
      { primaryMeasure: 'meanTableMs', measures: { meanTableMs: 8000, perCellMs: 500, errors: 0 } },
    ],
    [
      'memory pairs',
      () => attempt('memory-pairs', pairFlips(), { level: 4 }),
      { primaryMeasure: 'moves', accuracy: 1, measures: { moves: 4, minimumMoves: 4, misses: 0, completionMs: 5600 } },
    ],
  ])('%s: stores a finished game with every click as a trial, scored on the server', async (_, run, expected) => {
    const payload = run();
    const res = await save(basicUser.cookie, payload);
    expect(res.statusCode).toBe(201);
    expect(res.json().attempt).toMatchObject({ trialCount: payload.trials.length, ...expected });
    const trials = await t.db
      .selectFrom('training_trials')
      .selectAll()
      .where('attempt_id', '=', res.json().attempt.id)
      .orderBy('position')
      .execute();
    expect(trials).toHaveLength(payload.trials.length);
    expect(trials.every((trial) => trial.correct)).toBe(true);
    expect((await save(basicUser.cookie, payload)).json()).toMatchObject({ created: false, attempt: { id: res.json().attempt.id } });
  });

  // Target 4 of part A sought and found twice over: the run claims 5 was next before 4 was found.
  const skipTarget = (trials: Trial[]) => trials.map((trial, i) => (i === 3 ? { ...trial, stimulus: 'A:5', response: '5' } : trial));
  it.each([
    ['trail making with a click at 60 ms', () => attempt('trail-making', trailClicks(60)), 'IMPOSSIBLE_REACTION_TIME', /under 100 ms/],
    ['trail making that skips a target', () => attempt('trail-making', skipTarget(trailClicks())), 'IMPLAUSIBLE_ATTEMPT', /never shows/],
    [
      'a Schulte table whose clicks overlap',
      () =>
        attempt(
          'schulte-table',
          schulteClicks(5).map((trial, i) => ({ ...trial, onsetMs: i * 300 })),
          { level: 5 },
        ),
      'IMPLAUSIBLE_ATTEMPT',
      /do not fit together/,
    ],
    [
      'a Schulte table with only two of its three tables',
      () => attempt('schulte-table', schulteClicks(5).slice(0, 50), { level: 5 }),
      'IMPLAUSIBLE_ATTEMPT',
      /too few or too many trials/,
    ],
    [
      'a memory game where a card changes its symbol',
      () =>
        attempt(
          'memory-pairs',
          pairFlips().map((trial, i) => (i === 1 ? { ...trial, stimulus: '4:3' } : trial)),
          { level: 4 },
        ),
      'IMPLAUSIBLE_ATTEMPT',
      /never shows/,
    ],
    [
      'a memory game left unfinished',
      () => attempt('memory-pairs', pairFlips().slice(0, 6), { level: 4 }),
      'IMPLAUSIBLE_ATTEMPT',
      /too few or too many trials/,
    ],
  ])('rejects %s and stores nothing', async (_, run, code, message) => {
    const before = await countAttempts(basicUser.id);
    const trialsBefore = await countTrials();
    const res = await save(basicUser.cookie, run());
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe(code);
    expect(res.json().error.message).toMatch(message);
    expect(await countAttempts(basicUser.id)).toBe(before);
    expect(await countTrials()).toBe(trialsBefore);
  });

  it('says why in the caller’s language', async () => {
    const res = await save(basicUser.cookie, attempt('simple-rt', simpleRt([50, ...Array.from({ length: 19 }, () => 300)])), 'fr');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('temps de réaction impossible');
  });

  it('rejects a malformed body naming the problem', async () => {
    const res = await save(basicUser.cookie, { ...attempt('simple-rt', twentyPresses()), taskId: 'iq-test' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.taskId).toBe('brainTraining.unknownTask');
    const noId = await save(basicUser.cookie, { ...attempt('simple-rt', twentyPresses()), clientSubmissionId: 'x' });
    expect(noId.json().error.fields.clientSubmissionId).toBe('brainTraining.invalidAttempt');
  });

  it('a free user may save today’s free tasks only; basic_brain_training unlocks all', async () => {
    const free = freeTasksOn(new Date());
    const locked = taskIds.filter((id) => !free.includes(id) && !alwaysFreeTasks.includes(id));
    for (const task of free) expect((await save(freeUser.cookie, anyRun(task))).statusCode).toBe(201);
    const before = await countAttempts(freeUser.id);
    for (const task of locked) {
      const res = await save(freeUser.cookie, anyRun(task));
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('TASK_LOCKED');
      expect(res.json().error.message).toMatch(/Basic plan/);
    }
    expect(await countAttempts(freeUser.id)).toBe(before);
    for (const task of plainTasks) expect((await save(basicUser.cookie, anyRun(task))).statusCode).toBe(201);
  });

  it('refuses callers who are not signed in', async () => {
    const res = await save(undefined, attempt('simple-rt', twentyPresses()));
    expect(res.statusCode).toBe(401);
    const history = await t.app.inject({ method: 'GET', url: '/api/brain-training/attempts?taskId=simple-rt' });
    expect(history.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/brain-training/overview' })).statusCode).toBe(401);
  });

  it('history lists only the caller’s attempts at that task, newest first', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/brain-training/attempts?taskId=simple-rt&limit=50',
      headers: { cookie: basicUser.cookie },
    });
    expect(res.statusCode).toBe(200);
    const { attempts } = res.json() as { attempts: { taskId: string; finishedAt: string }[] };
    expect(attempts.length).toBeGreaterThanOrEqual(4);
    expect(attempts.every((a) => a.taskId === 'simple-rt')).toBe(true);
    const times = attempts.map((a) => a.finishedAt);
    expect([...times].sort().reverse()).toEqual(times);
    const others = await t.app.inject({
      method: 'GET',
      url: '/api/brain-training/attempts?taskId=simple-rt',
      headers: { cookie: otherUser.cookie },
    });
    const theirs = (others.json() as { attempts: unknown[] }).attempts.length;
    // The other user played today's first free task (see 'lets two users use the same submission id').
    expect(theirs).toBe(freeTasksOn(new Date())[0] === 'simple-rt' ? 1 : 0);
  });

  it('overview marks locked tasks for free users and builds the daily set from playable tasks', async () => {
    const free = await t.app.inject({ method: 'GET', url: '/api/brain-training/overview', headers: { cookie: freeUser.cookie } });
    const body = free.json();
    expect(body.fullAccess).toBe(false);
    const unlocked = body.tasks.filter((task: { unlocked: boolean }) => task.unlocked).map((task: { id: string }) => task.id);
    expect(unlocked.sort()).toEqual([...freeTasksOn(new Date()), ...alwaysFreeTasks].sort());
    expect(body.dailySet).not.toContain('spaced-recall');
    expect(body.dailySet.every((id: string) => unlocked.includes(id))).toBe(true);
    const full = (await t.app.inject({ method: 'GET', url: '/api/brain-training/overview', headers: { cookie: basicUser.cookie } })).json();
    expect(full.fullAccess).toBe(true);
    expect(full.tasks.every((task: { unlocked: boolean }) => task.unlocked)).toBe(true);

    expect(full.dailySet).toHaveLength(3);
    expect(full.recent.length).toBeGreaterThan(0);
  });

  it('lists all 15 tasks; a first Schulte table is the classic 5 × 5, then the grid follows the result', async () => {
    const newcomer = await account('newcomer');
    await t.db
      .insertInto('subscriptions')
      .values({ user_id: newcomer.id, status: 'active', plan_type: 'basic', current_period_end: new Date(Date.now() + 30 * 86_400_000) })
      .execute();
    const levels = async () => {
      const { tasks } = (
        await t.app.inject({ method: 'GET', url: '/api/brain-training/overview', headers: { cookie: newcomer.cookie } })
      ).json() as { tasks: { id: string; level: number | null }[] };
      expect(tasks).toHaveLength(15);
      return Object.fromEntries(tasks.map((task) => [task.id, task.level]));
    };
    expect(await levels()).toMatchObject({
      'schulte-table': 5,
      'memory-pairs': 4,
      'trail-making': null,
      'method-of-loci': 5,
      'spaced-recall': null,
    });
    // 500 ms a number without a slip: the next table is 6 × 6.
    const res = await save(newcomer.cookie, attempt('schulte-table', schulteClicks(5), { level: 5 }));
    expect(res.json().nextLevel).toBe(6);
    expect((await levels())['schulte-table']).toBe(6);
  });

  it('overview counts each task’s attempts, with the latest attempt’s level', async () => {
    const counter = await account('counter');
    await t.db
      .insertInto('subscriptions')
      .values({ user_id: counter.id, status: 'active', plan_type: 'basic', current_period_end: new Date(Date.now() + 30 * 86_400_000) })
      .execute();
    const tasks = async () => {
      const body = (
        await t.app.inject({ method: 'GET', url: '/api/brain-training/overview', headers: { cookie: counter.cookie } })
      ).json() as { tasks: { id: string; attempts: number; level: number | null }[] };
      return Object.fromEntries(body.tasks.map((task) => [task.id, task]));
    };
    expect((await tasks())['schulte-table']).toMatchObject({ attempts: 0, level: 5 });
    const first = await save(counter.cookie, attempt('schulte-table', schulteClicks(5), { level: 5 }));
    const latest = await save(counter.cookie, attempt('schulte-table', schulteClicks(5, 3000), { level: 5 }));
    expect((await save(counter.cookie, anyRun('flanker'))).statusCode).toBe(201);
    expect(latest.json().nextLevel).not.toBe(first.json().nextLevel);
    const after = await tasks();
    expect(after['schulte-table']!.attempts).toBe(2);
    expect(after['schulte-table']!.level).toBe(latest.json().nextLevel);
    expect(after.flanker!.attempts).toBe(1);
    expect(after['n-back']!.attempts).toBe(0);
    // The recent results: all three, newest first.
    const { recent } = (
      await t.app.inject({ method: 'GET', url: '/api/brain-training/overview', headers: { cookie: counter.cookie } })
    ).json() as { recent: { taskId: string; finishedAt: string }[] };
    expect(recent.map((r) => r.taskId)).toEqual(['flanker', 'schulte-table', 'schulte-table']);
    expect(recent.map((r) => r.finishedAt)).toEqual(
      recent
        .map((r) => r.finishedAt)
        .sort()
        .reverse(),
    );
  });

  it('the daily set favours the domains the learner did worst in', async () => {
    const learner = await account('learner');
    await t.db
      .insertInto('subscriptions')
      .values({ user_id: learner.id, status: 'active', plan_type: 'basic', current_period_end: new Date(Date.now() + 30 * 86_400_000) })
      .execute();
    // Strong everywhere except attention (flanker all wrong) and reasoning (rotation all wrong).
    for (const task of plainTasks) {
      const run = anyRun(task);
      if (task === 'flanker') run.trials = run.trials.map((trial) => ({ ...trial, response: 'right' }));
      if (task === 'mental-rotation') run.trials = run.trials.map((trial) => ({ ...trial, response: 'same' }));
      // Memory strong too: a perfect 3-back ("match" exactly when the letter three back is the same) and 8-item spans.
      if (task === 'n-back') {
        run.level = 3;
        run.trials = run.trials.map((trial, i, all) =>
          i >= 3 && all[i - 3]!.stimulus === trial.stimulus ? { ...trial, response: 'match', rtMs: 500 } : trial,
        );
      }
      if (run.level === 3 && task !== 'n-back')
        run.trials = run.trials.map((trial) => ({
          ...trial,
          stimulus: '12345678',
          response: task === 'digit-span-backward' ? '87654321' : '12345678',
        }));
      expect((await save(learner.cookie, run)).statusCode).toBe(201);
    }
    const overview = (
      await t.app.inject({ method: 'GET', url: '/api/brain-training/overview', headers: { cookie: learner.cookie } })
    ).json();
    expect(
      overview.domains
        .slice(0, 2)
        .map((d: { domain: string }) => d.domain)
        .sort(),
    ).toEqual(['attention', 'reasoning']);
    // Weakest first, and within attention the weaker task (flanker) before go/no-go.
    expect(overview.dailySet.slice(0, 2)).toEqual(['mental-rotation', 'flanker']);
  });

  it('progress gives each task’s results over time with the personal best and trend', async () => {
    const learner = await account('progress');
    await t.db
      .insertInto('subscriptions')
      .values({ user_id: learner.id, status: 'active', plan_type: 'basic', current_period_end: new Date(Date.now() + 30 * 86_400_000) })
      .execute();
    // Three simple RT runs getting faster: medians 400, 350, 300 ms.
    for (const [i, rt] of [400, 350, 300].entries()) {
      const run = attempt('simple-rt', simpleRt(Array.from({ length: 20 }, () => rt)));
      run.finishedAt = new Date(Date.now() - (3 - i) * 60_000).toISOString();
      run.startedAt = new Date(Date.now() - (3 - i) * 60_000 - 70_000).toISOString();
      expect((await save(learner.cookie, run)).statusCode).toBe(201);
    }
    const res = await t.app.inject({ method: 'GET', url: '/api/brain-training/progress', headers: { cookie: learner.cookie } });
    expect(res.statusCode).toBe(200);
    const { tasks } = res.json();
    expect(tasks).toHaveLength(1);
    expect(tasks[0]).toMatchObject({
      taskId: 'simple-rt',
      primaryMeasure: 'medianRtMs',
      higherIsBetter: false,
      best: 300,
      latest: 300,
      trend: { direction: 'improving', slopePerAttempt: -50 },
    });
    expect(tasks[0].points.map((p: { value: number }) => p.value)).toEqual([400, 350, 300]);
    expect((await t.app.inject({ method: 'GET', url: '/api/brain-training/progress' })).statusCode).toBe(401);
  });
});
