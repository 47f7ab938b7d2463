import { passRate, passRateThreshold, scheduledRunAlert } from '@brainboost/domain/bot-testing/bot-testing';
import {
  caseResultSchema,
  expectationSchema,
  type RunDetail,
  type RunSummary,
  type Schedule,
  type ScheduledRunAlert,
  type ScheduleInput,
  type TestCase,
  type TestCaseInput,
} from '@brainboost/domain/schemas/bot-testing';
import type { TutorSubject } from '@brainboost/domain/tutor/tutor-subjects';
import type { Db } from '../../db/database.js';
import type { TutorModel } from '../../providers/llm/llm.port.js';
import { botTestingErrors } from './bot-testing.errors.js';
import { createBotTestingRepository, type ResultRow, type RunRow } from './bot-testing.repository.js';
import { isValidCron, nextRunAfter } from './cron-schedule.js';
import { runSuite, type RunDeps, type SuiteCase } from './run-suite.js';
import { starterCases } from './starter-cases.js';
import { iso } from '../../iso-time.js';

export type BotTestingDeps = {
  db: Db;
  /** The tutor learners meet (the configured LLM port, behind the tutor's safety screen). */
  tutor: TutorModel;
  /** The builtin tutor's CAS comparison of answers. */
  equivalent: RunDeps['equivalent'];
  caseTimeoutMs?: number;
  now?: () => Date;
};

type CaseRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createBotTestingRepository>['findCase']>>>;
type ScheduleRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createBotTestingRepository>['findSchedule']>>>;

const toCase = (row: CaseRow): TestCase => ({
  id: row.id,
  prompt: row.prompt,
  gradeBand: row.grade_band,
  subject: row.subject as TutorSubject,
  expectation: expectationSchema.parse(row.expectation),
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
});

const toRun = (row: RunRow, done: number): RunSummary => ({
  id: row.id,
  trigger: row.trigger,
  scheduleId: row.schedule_id,
  provider: row.provider,
  status: row.status,
  total: row.total,
  done,
  passed: row.passed,
  failed: row.failed,
  startedAt: iso(row.started_at),
  finishedAt: row.finished_at ? iso(row.finished_at) : null,
});

const toResult = (row: ResultRow) =>
  caseResultSchema.parse({
    caseId: row.case_id,
    prompt: row.prompt,
    gradeBand: row.grade_band,
    expectation: row.expectation,
    passed: row.passed,
    failure: row.failure,
    latencyMs: row.latency_ms,
    output: row.output,
  });

export function createBotTestingService({ db, tutor, equivalent, caseTimeoutMs = 10_000, now = () => new Date() }: BotTestingDeps) {
  const repository = createBotTestingRepository(db);
  const runDeps: RunDeps = { repository, tutor, equivalent, caseTimeoutMs, now };
  /** Runs going on in this server, so it can finish them before the database closes. */
  const inFlight = new Set<Promise<void>>();

  /** An expected answer the CAS cannot read would fail every run: refuse it when saved. */
  function checkExpectation(input: TestCaseInput) {
    const e = input.expectation;
    if (e.type === 'answer' && !equivalent(e.kind, e.answer, e.answer)) throw botTestingErrors.answerUnreadable();
  }

  const caseValues = (input: TestCaseInput) => ({
    prompt: input.prompt,
    grade_band: input.gradeBand,
    subject: input.subject,
    expectation: input.expectation,
  });
  const doneOf = async (row: RunRow) => (row.status === 'finished' ? row.passed + row.failed : await repository.countDone(row.id));

  async function suite(): Promise<SuiteCase[]> {
    return (await repository.listCases()).map(toCase);
  }

  async function toSchedule(row: ScheduleRow): Promise<Schedule> {
    const [last] = await repository.scheduleRuns(row.id, 1);
    return {
      id: row.id,
      name: row.name,
      cron: row.cron,
      enabled: row.enabled,
      nextRunAt: row.enabled && row.next_run_at ? iso(row.next_run_at) : null,
      createdAt: iso(row.created_at),
      lastRun: last ? toRun(last, await doneOf(last)) : null,
    };
  }

  function scheduleValues(input: ScheduleInput, at: Date) {
    if (!isValidCron(input.cron)) throw botTestingErrors.cronInvalid();
    return {
      name: input.name,
      cron: input.cron.trim().replace(/\s+/g, ' '),
      enabled: input.enabled,
      next_run_at: input.enabled ? nextRunAfter(input.cron, at) : null,
    };
  }

  /** Starts a run of the whole suite; its cases run in the background, one at a time. */
  async function startRun(trigger: 'manual' | 'scheduled', schedule: { id: string; dueAt: Date } | null, background: boolean) {
    const cases = await suite();
    const run = await repository.insertRun({
      trigger,
      schedule_id: schedule?.id ?? null,
      due_at: schedule?.dueAt ?? null,
      provider: tutor.kind,
      total: cases.length,
      started_at: now(),
    });
    const work = runSuite(runDeps, run.id, cases);
    if (!background) {
      await work;
      return run;
    }
    const tracked = work.catch(() => undefined).finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
    return run;
  }

  return {
    async listCases() {
      return (await repository.listCases()).map(toCase);
    },
    async createCase(input: TestCaseInput) {
      checkExpectation(input);
      const [row] = await repository.insertCases([caseValues(input)]);
      return toCase(row!);
    },
    async updateCase(id: string, input: TestCaseInput) {
      checkExpectation(input);
      const row = await repository.updateCase(id, caseValues(input), now());
      if (!row) throw botTestingErrors.caseNotFound();
      return toCase(row);
    },
    async deleteCase(id: string) {
      if (!(await repository.deleteCase(id))) throw botTestingErrors.caseNotFound();
    },
    /** Adds the starter cases whose prompt is not in the suite yet. */
    async addStarterCases() {
      const have = new Set((await repository.listCases()).map((c) => c.prompt));
      const added = await repository.insertCases(
        starterCases()
          .filter((c) => !have.has(c.prompt))
          .map(caseValues),
      );
      return added.map(toCase);
    },

    async startManualRun(): Promise<RunSummary> {
      if ((await repository.listCases()).length === 0) throw botTestingErrors.noCases();
      const running = await repository.runningManualRun();
      // A run left running by a server that stopped mid-run is closed once it is past any time it could take.
      if (running && now().getTime() - running.started_at.getTime() < running.total * caseTimeoutMs + 60_000)
        throw botTestingErrors.runInProgress();
      if (running) await repository.finishRun(running.id, now());
      return toRun(await startRun('manual', null, true), 0);
    },
    async listRuns(): Promise<RunSummary[]> {
      return Promise.all((await repository.listRuns(20)).map(async (row) => toRun(row, await doneOf(row))));
    },
    async getRun(id: string): Promise<RunDetail> {
      const row = await repository.findRun(id);
      if (!row) throw botTestingErrors.runNotFound();
      const results = (await repository.listResults(id)).map(toResult);
      return { ...toRun(row, results.length), results };
    },

    async listSchedules() {
      return Promise.all((await repository.listSchedules()).map(toSchedule));
    },
    async createSchedule(input: ScheduleInput) {
      return toSchedule(await repository.insertSchedule(scheduleValues(input, now())));
    },
    async updateSchedule(id: string, input: ScheduleInput) {
      const row = await repository.updateSchedule(id, scheduleValues(input, now()));
      if (!row) throw botTestingErrors.scheduleNotFound();
      return toSchedule(row);
    },
    async deleteSchedule(id: string) {
      if (!(await repository.deleteSchedule(id))) throw botTestingErrors.scheduleNotFound();
    },
    async scheduleHistory(id: string): Promise<RunSummary[]> {
      if (!(await repository.findSchedule(id))) throw botTestingErrors.scheduleNotFound();
      return Promise.all((await repository.scheduleRuns(id, 30)).map(async (row) => toRun(row, await doneOf(row))));
    },

    /**
     * Runs every schedule due at `at`, each claimed first so that of several servers on this
     * database only one runs it. Returns the runs this server made.
     */
    async runDueSchedules(at: Date): Promise<string[]> {
      const ran: string[] = [];
      for (const schedule of await repository.dueSchedules(at)) {
        const due = schedule.next_run_at!;
        if (!(await repository.claimDue(schedule.id, due, nextRunAfter(schedule.cron, at)))) continue;
        ran.push((await startRun('scheduled', { id: schedule.id, dueAt: due }, false)).id);
      }
      return ran;
    },

    /** The dashboard alert: the newest finished scheduled run against the threshold and the run before it. */
    async alert(): Promise<ScheduledRunAlert> {
      const [latest] = await repository.latestFinishedScheduledRuns(1);
      if (!latest?.schedule_id) return { alert: null };
      const schedule = await repository.findSchedule(latest.schedule_id);
      const previous = (await repository.scheduleRuns(latest.schedule_id, 10)).find(
        (r) => r.status === 'finished' && r.id !== latest.id && r.started_at <= latest.started_at,
      );
      const rate = passRate(latest.passed, latest.total);
      const previousRate = previous ? passRate(previous.passed, previous.total) : null;
      const found = scheduledRunAlert(rate, previousRate);
      if (!found || !schedule) return { alert: null };
      return {
        alert: {
          ...found,
          scheduleId: schedule.id,
          scheduleName: schedule.name,
          runId: latest.id,
          threshold: passRateThreshold,
          finishedAt: iso(latest.finished_at!),
        },
      };
    },

    /** Resolves once the runs this server started have finished. */
    async idle() {
      await Promise.all([...inFlight]);
    },
  };
}

export type BotTestingService = ReturnType<typeof createBotTestingService>;
