import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { BotTestResultsTable, BotTestRunsTable } from './bot-testing.tables.js';

export type RunRow = Selectable<BotTestRunsTable>;
export type ResultRow = Selectable<BotTestResultsTable>;
export type NewResult = {
  caseId: string | null;
  position: number;
  prompt: string;
  gradeBand: 'elementary' | 'middle' | 'high';
  expectation: unknown;
  passed: boolean;
  failure: string | null;
  latencyMs: number;
  output: unknown;
};
type CaseValues = { prompt: string; grade_band: 'elementary' | 'middle' | 'high'; subject: string; expectation: unknown };

export function createBotTestingRepository(db: Db) {
  return {
    listCases: () => db.selectFrom('bot_test_cases').selectAll().orderBy('created_at').orderBy('id').execute(),
    findCase: (id: string) => db.selectFrom('bot_test_cases').selectAll().where('id', '=', id).executeTakeFirst(),
    insertCases: (values: CaseValues[]) =>
      values.length
        ? db
            .insertInto('bot_test_cases')
            .values(values.map((v) => ({ ...v, expectation: JSON.stringify(v.expectation) })))
            .returningAll()
            .execute()
        : Promise.resolve([]),
    updateCase: (id: string, v: CaseValues, now: Date) =>
      db
        .updateTable('bot_test_cases')
        .set({ ...v, expectation: JSON.stringify(v.expectation), updated_at: now })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst(),
    deleteCase: async (id: string) => (await db.deleteFrom('bot_test_cases').where('id', '=', id).executeTakeFirst()).numDeletedRows > 0n,

    listSchedules: () => db.selectFrom('bot_test_schedules').selectAll().orderBy('created_at').orderBy('id').execute(),
    findSchedule: (id: string) => db.selectFrom('bot_test_schedules').selectAll().where('id', '=', id).executeTakeFirst(),
    insertSchedule: (v: { name: string; cron: string; enabled: boolean; next_run_at: Date | null }) =>
      db.insertInto('bot_test_schedules').values(v).returningAll().executeTakeFirstOrThrow(),
    updateSchedule: (id: string, v: { name: string; cron: string; enabled: boolean; next_run_at: Date | null }) =>
      db.updateTable('bot_test_schedules').set(v).where('id', '=', id).returningAll().executeTakeFirst(),
    deleteSchedule: async (id: string) =>
      (await db.deleteFrom('bot_test_schedules').where('id', '=', id).executeTakeFirst()).numDeletedRows > 0n,
    dueSchedules: (now: Date) =>
      db
        .selectFrom('bot_test_schedules')
        .selectAll()
        .where('enabled', '=', true)
        .where('next_run_at', '<=', now)
        .orderBy('next_run_at')
        .execute(),

    /**
     * Claims one due run: moves the schedule's next time on only if it still names `due`. Of
     * several servers ticking together exactly one sees a row come back.
     */
    claimDue: async (id: string, due: Date, next: Date) =>
      (
        await db
          .updateTable('bot_test_schedules')
          .set({ next_run_at: next })
          .where('id', '=', id)
          .where('enabled', '=', true)
          .where('next_run_at', '=', due)
          .executeTakeFirst()
      ).numUpdatedRows === 1n,

    insertRun: (v: {
      trigger: 'manual' | 'scheduled';
      schedule_id: string | null;
      due_at: Date | null;
      provider: string;
      total: number;
      started_at: Date;
    }) =>
      db
        .insertInto('bot_test_runs')
        .values({ ...v, status: 'running' })
        .returningAll()
        .executeTakeFirstOrThrow(),
    runningManualRun: () =>
      db.selectFrom('bot_test_runs').selectAll().where('status', '=', 'running').where('trigger', '=', 'manual').executeTakeFirst(),
    findRun: (id: string) => db.selectFrom('bot_test_runs').selectAll().where('id', '=', id).executeTakeFirst(),
    listRuns: (limit: number) =>
      db.selectFrom('bot_test_runs').selectAll().orderBy('started_at', 'desc').orderBy('id').limit(limit).execute(),
    scheduleRuns: (scheduleId: string, limit: number) =>
      db.selectFrom('bot_test_runs').selectAll().where('schedule_id', '=', scheduleId).orderBy('started_at', 'desc').limit(limit).execute(),
    latestFinishedScheduledRuns: (limit: number) =>
      db
        .selectFrom('bot_test_runs')
        .selectAll()
        .where('trigger', '=', 'scheduled')
        .where('status', '=', 'finished')
        .where('schedule_id', 'is not', null)
        .orderBy('finished_at', 'desc')
        .limit(limit)
        .execute(),
    countDone: async (runId: string) =>
      Number(
        (
          await db
            .selectFrom('bot_test_results')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('run_id', '=', runId)
            .executeTakeFirstOrThrow()
        ).n,
      ),
    listResults: (runId: string) => db.selectFrom('bot_test_results').selectAll().where('run_id', '=', runId).orderBy('position').execute(),

    /** Records one case's outcome and adds it to the run's totals. */
    addResult: (runId: string, r: NewResult) =>
      db.transaction().execute(async (trx) => {
        await trx
          .insertInto('bot_test_results')
          .values({
            run_id: runId,
            case_id: r.caseId,
            position: r.position,
            prompt: r.prompt,
            grade_band: r.gradeBand,
            expectation: JSON.stringify(r.expectation),
            passed: r.passed,
            failure: r.failure,
            latency_ms: r.latencyMs,
            output: r.output === null ? null : JSON.stringify(r.output),
          })
          .execute();
        await trx
          .updateTable('bot_test_runs')
          .set((eb) => (r.passed ? { passed: eb('passed', '+', 1) } : { failed: eb('failed', '+', 1) }))
          .where('id', '=', runId)
          .execute();
      }),
    finishRun: (runId: string, now: Date) =>
      db.updateTable('bot_test_runs').set({ status: 'finished', finished_at: now }).where('id', '=', runId).execute(),
  };
}

export type BotTestingRepository = ReturnType<typeof createBotTestingRepository>;
