import type { Feature } from '@brainboost/domain/billing/entitlements';
import type { SavedAttempt } from '@brainboost/domain/cognitive/programme-schedule';
import { programmeIds, programmes, programmeSessions, type ProgrammeId } from '@brainboost/domain/cognitive/programmes';
import type { RecentScore } from '@brainboost/domain/cognitive/session-level';
import { freeTasksOn, type TaskId } from '@brainboost/domain/cognitive/task-catalogue';
import type {
  ActiveProgramme,
  BaselineState,
  EnrolInput,
  ProgrammesExport,
  ProgrammesOverview,
  ProgrammeSessionView,
} from '@brainboost/domain/schemas/programmes';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { BrainTrainingService } from '../brain-training/brain-training.service.js';
import { activeView, baselineItems, baselineProfile, progressOf, sessionView, type Progress } from './programme-progress.js';
import { programmeErrors } from './programmes.errors.js';
import { createProgrammesRepository, enrolmentsFromJson, type EnrolmentJson, type EnrolmentRow } from './programmes.repository.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { iso } from '../../iso-time.js';

export type FeatureLookup = { featuresOf(userId: string): Promise<ReadonlySet<Feature>> };

const isOpen = (e: EnrolmentRow) => e.status === 'active' || e.status === 'paused';

/** The programmes as the overview lists them: fixed data, so counted once, when the module loads. */
const catalogue = programmeIds.map((id) => {
  const p = programmes[id];
  return { id, kind: p.kind, domains: p.domains, weeks: p.weeks.length, sessions: programmeSessions(p).length };
});

/** What the learner's enrolments amount to now: the running training programme and the baseline. */
export type ProgrammeState = {
  training: { view: ActiveProgramme; dueNow: ProgrammeSessionView | null } | null;
  baseline: BaselineState;
};

const toSaved = (r: {
  id: string;
  task_id: string;
  finished_at: Date | string;
  level: number | null;
  performance_index: number;
}): SavedAttempt => ({
  id: r.id,
  taskId: r.task_id,
  finishedAt: new Date(r.finished_at),
  level: r.level,
  performanceIndex: r.performance_index,
});

/** `runs` is brain-training's read of the learner's task runs, which programme sessions are made of. */
export function createProgrammesService({
  db,
  access,
  runs,
}: {
  db: Db;
  access: FeatureLookup;
  runs: Pick<BrainTrainingService, 'runsSince' | 'recentRunsPerTask'>;
}) {
  const repository = createProgrammesRepository(db);

  /**
   * Stores the completion of each open enrolment whose sessions are all done (its end is when the
   * last was done). Runs in the transaction that saves a task run, so no read has to write it.
   */
  async function completeFinished(trx: Transaction<Database>, userId: string, now: Date) {
    const open = await repository.listOpenEnrolmentsIn(trx, userId);
    if (!open.length) return;
    const since = new Date(Math.min(...open.map((e) => new Date(e.enrolled_at).getTime())));
    const pauses = await repository.listPauses(
      open.map((e) => e.id),
      trx,
    );
    const attempts = (await runs.runsSince(userId, since, trx)).map(toSaved);
    for (const enrolment of open) {
      const { completedAt } = progressOf(enrolment, pauses, attempts, new Map(), now);
      if (completedAt) await repository.endIn(trx, enrolment.id, 'completed', completedAt);
    }
  }

  /**
   * From the learner's enrolments (newest first): loads the open ones' and the latest completed
   * baseline's pauses and the attempts since they began (up to three more queries, none when there
   * is no such enrolment) and computes their progress. Writes nothing: an open enrolment whose
   * sessions are all done is shown as completed (`completeFinished` stored it with its last run).
   */
  async function stateFrom(userId: string, enrolments: EnrolmentRow[], features: ReadonlySet<Feature>, now: Date): Promise<ProgrammeState> {
    const openTraining = enrolments.find((e) => e.kind === 'training' && isOpen(e)) ?? null;
    const openBaseline = enrolments.find((e) => e.kind === 'baseline' && isOpen(e)) ?? null;
    const lastBaseline = enrolments.find((e) => e.kind === 'baseline' && e.status === 'completed') ?? null;
    const relevant = [openTraining, openBaseline, lastBaseline].filter((e): e is EnrolmentRow => e !== null);
    if (!relevant.length) return { training: null, baseline: { inProgress: null, profile: null } };

    const since = new Date(Math.min(...relevant.map((e) => new Date(e.enrolled_at).getTime())));
    const [pauses, attemptRows, recentRows] = await Promise.all([
      repository.listPauses(relevant.map((e) => e.id)),
      runs.runsSince(userId, since),
      openTraining ? runs.recentRunsPerTask(userId, 3) : Promise.resolve([]),
    ]);
    const attempts = attemptRows.map(toSaved);
    const recent = new Map<string, RecentScore[]>();
    for (const r of recentRows)
      recent.set(r.task_id, [...(recent.get(r.task_id) ?? []), { level: r.level, performanceIndex: r.performance_index }]);
    const progress = (e: EnrolmentRow): Progress => progressOf(e, pauses, attempts, recent, now);

    let training: ProgrammeState['training'] = null;
    if (openTraining) {
      const p = progress(openTraining);
      if (!p.completedAt) {
        const due = openTraining.status === 'active' ? p.sessions.find((s) => s.state === 'due') : undefined;
        training = { view: activeView(openTraining, p), dueNow: due ? sessionView(due) : null };
      }
    }

    const baseline: BaselineState = { inProgress: null, profile: lastBaseline ? baselineProfile(progress(lastBaseline), attempts) : null };
    if (openBaseline) {
      const p = progress(openBaseline);
      if (p.completedAt) {
        baseline.profile = baselineProfile(p, attempts);
      } else {
        const free = freeTasksOn(now);
        const playable = (task: TaskId) => features.has('basic_brain_training') || free.includes(task);
        baseline.inProgress = {
          enrolmentId: openBaseline.id,
          enrolledAt: iso(openBaseline.enrolled_at),
          items: baselineItems(p, attempts, playable),
        };
      }
    }
    return { training, baseline };
  }

  const stateOf = async (userId: string, features: ReadonlySet<Feature>, now: Date) =>
    stateFrom(userId, await repository.listEnrolments(userId), features, now);

  async function ownOpenEnrolment(userId: string, enrolmentId: string) {
    const enrolment = await repository.findEnrolment(userId, enrolmentId);
    if (!enrolment) throw programmeErrors.notFound();
    return enrolment;
  }

  return {
    completeFinished,
    /** For the dashboard's one statement (decision 0069): the learner's enrolments as a JSON value of it… */
    enrolmentsAsJson: repository.enrolmentsAsJson,
    /** …and what they amount to, as `stateOf` would answer. */
    stateFromJson: (userId: string, enrolments: EnrolmentJson[], features: ReadonlySet<Feature>, now: Date) =>
      stateFrom(userId, enrolmentsFromJson(enrolments), features, now),

    /** /cognitive-training: the programmes, the caller's running one (with `personalization` only) and the baseline. */
    async overview(userId: string, now = new Date()): Promise<ProgrammesOverview> {
      const features = await access.featuresOf(userId);
      const personalization = features.has('personalization');
      const state = await stateOf(userId, features, now);
      return {
        personalization,
        catalogue: catalogue.map((entry) => ({ ...entry, available: entry.kind === 'baseline' || personalization })),
        active: personalization ? (state.training?.view ?? null) : null,
        baseline: state.baseline,
      };
    },

    /** Enrols the caller; training programmes need `personalization`; one open enrolment per kind. */
    async enrol(userId: string, input: EnrolInput, now = new Date()) {
      const programme = programmes[input.programmeId as ProgrammeId];
      if (programme.kind === 'training' && !(await access.featuresOf(userId)).has('personalization'))
        throw programmeErrors.premiumRequired();
      // An enrolment finished by runs saved before completions were stored with them must not block a new one.
      await db.transaction().execute((trx) => completeFinished(trx, userId, now));
      try {
        const row = await repository.insertEnrolment({
          userId,
          programmeId: programme.id,
          kind: programme.kind,
          utcOffsetMinutes: input.utcOffset,
          enrolledAt: now,
        });
        return { enrolmentId: row.id };
      } catch (err) {
        if (isUniqueViolation(err)) throw programmeErrors.alreadyEnrolled();
        throw err;
      }
    },

    async pause(userId: string, enrolmentId: string, now = new Date()) {
      await ownOpenEnrolment(userId, enrolmentId);
      if (!(await repository.pause(enrolmentId, now))) throw programmeErrors.notActive();
    },

    /** Resuming serves the programme again, so it needs `personalization` too. */
    async resume(userId: string, enrolmentId: string, now = new Date()) {
      const enrolment = await ownOpenEnrolment(userId, enrolmentId);
      if (enrolment.kind === 'training' && !(await access.featuresOf(userId)).has('personalization'))
        throw programmeErrors.premiumRequired();
      if (!(await repository.resume(enrolmentId, now))) throw programmeErrors.notPaused();
    },

    /** Leaving is always allowed (also after a plan ended); the enrolment stays in the learner's data as left. */
    async leave(userId: string, enrolmentId: string, now = new Date()) {
      await ownOpenEnrolment(userId, enrolmentId);
      if (!(await repository.end(enrolmentId, 'left', now))) throw programmeErrors.notActive();
    },

    /** Every enrolment with its pauses and the attempts that completed each session. */
    async exportFor(userId: string, now = new Date()): Promise<ProgrammesExport> {
      const enrolments = await repository.listEnrolments(userId);
      if (!enrolments.length) return { enrolments: [] };
      const since = new Date(Math.min(...enrolments.map((e) => new Date(e.enrolled_at).getTime())));
      const [pauses, attemptRows] = await Promise.all([repository.listPauses(enrolments.map((e) => e.id)), runs.runsSince(userId, since)]);
      const attempts = attemptRows.map(toSaved);
      return {
        enrolments: enrolments.map((e) => {
          // Attempts after an enrolment ended do not count for it.
          const until = e.ended_at ? new Date(e.ended_at).getTime() : Infinity;
          const p = progressOf(
            e,
            pauses,
            attempts.filter((a) => a.finishedAt.getTime() <= until),
            new Map(),
            now,
          );
          return {
            programmeId: e.programme_id,
            kind: e.kind,
            status: e.status,
            enrolledAt: iso(e.enrolled_at),
            endedAt: iso(e.ended_at),
            utcOffsetMinutes: e.utc_offset_minutes,
            pauses: pauses.filter((p) => p.enrolment_id === e.id).map((p) => ({ from: iso(p.paused_at), to: iso(p.resumed_at) })),
            sessions: p.sessions.map((s) => ({ week: s.week, dueAt: s.dueAt, doneAt: s.doneAt, attempts: s.attemptIds })),
          };
        }),
      };
    },
  };
}

export type ProgrammesService = ReturnType<typeof createProgrammesService>;
