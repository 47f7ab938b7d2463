import type { Feature } from '@brainboost/domain/billing/entitlements';
import { nextLevel } from '@brainboost/domain/cognitive/adaptive-level';
import { attemptProblem } from '@brainboost/domain/cognitive/attempt-validation';
import { dailyTrainingSet, domainStanding } from '@brainboost/domain/cognitive/daily-training-set';
import { minimumPeers, percentileFromCounts } from '@brainboost/domain/cognitive/percentile-rank';
import { isDue, nextReview } from '@brainboost/domain/cognitive/spaced-repetition';
import type { GradeBand } from '@brainboost/domain/school/grade-band';
import { personalBest, trend } from '@brainboost/domain/cognitive/progress-trend';
import { scoreAttempt } from '@brainboost/domain/cognitive/score-attempt';
import { alwaysFreeTasks, freeTasksOn, taskCatalogue, taskIds, utcDay, type TaskId } from '@brainboost/domain/cognitive/task-catalogue';
import type {
  AttemptHistory,
  AttemptSummary,
  SaveAttemptInput,
  SavedAttempt,
  TaskProgress,
  TrainingOverview,
  TrainingProgress,
} from '@brainboost/domain/schemas/brain-training';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { brainTrainingErrors } from './brain-training.errors.js';
import { createBrainTrainingRepository, type AttemptRow } from './brain-training.repository.js';
import { createRecallCardsRepository } from './recall-cards.repository.js';
import { iso } from '../../iso-time.js';

export type FeatureLookup = { featuresOf(userId: string): Promise<ReadonlySet<Feature>> };

const summary = (row: AttemptRow): AttemptSummary => ({
  id: row.id,
  taskId: row.task_id as TaskId,
  level: row.level,
  startedAt: iso(row.started_at),
  finishedAt: iso(row.finished_at),
  trialCount: row.trial_count,
  accuracy: row.accuracy,
  primaryMeasure: row.primary_measure,
  higherIsBetter: row.higher_is_better,
  measures: typeof row.measures === 'string' ? (JSON.parse(row.measures) as Record<string, number | null>) : row.measures,
});

/** Free users may play the tasks of the day the run started or of today (a run may cross midnight), and spaced recall always. */
function freeTaskAllowed(task: TaskId, startedAt: Date, now: Date) {
  return (
    alwaysFreeTasks.includes(task) ||
    freeTasksOn(now).includes(task) ||
    (utcDay(now) - utcDay(startedAt) === 1 && freeTasksOn(startedAt).includes(task))
  );
}

/** What else a saved run settles, in the transaction that stores it (a programme it completes). */
export type AfterRunSaved = (trx: Transaction<Database>, userId: string, now: Date) => Promise<void>;

export function createBrainTrainingService({
  db,
  access,
  afterRunSaved,
}: {
  db: Db;
  access: FeatureLookup;
  afterRunSaved?: AfterRunSaved;
}) {
  const repository = createBrainTrainingRepository(db);
  const cards = createRecallCardsRepository(db);
  const fullAccess = async (userId: string) => (await access.featuresOf(userId)).has('basic_brain_training');

  return {
    /**
     * Validates an attempt, scores it from its trials and stores it with them. A resent submission
     * (same client id) returns the stored attempt and changes nothing.
     */
    async saveAttempt(userId: string, input: SaveAttemptInput, now = new Date()): Promise<SavedAttempt> {
      const spec = taskCatalogue[input.taskId];
      const existing = await repository.findBySubmission(userId, input.clientSubmissionId);
      if (existing) return { attempt: summary(existing), created: false, nextLevel: null };

      const startedAt = new Date(input.startedAt);
      const finishedAt = new Date(input.finishedAt);
      if (!(await fullAccess(userId)) && !freeTaskAllowed(input.taskId, startedAt, now)) {
        throw brainTrainingErrors.taskLocked();
      }
      const problem = attemptProblem({ level: input.level, startedAt, finishedAt, trials: input.trials }, spec, now);
      if (problem) throw brainTrainingErrors.attemptRejected(problem);

      // Spaced recall: every card reviewed is the learner's own and was due when the review began.
      let cardAnswers = new Map<string, string>();
      const boxes = new Map<string, number>();
      if (spec.kind === 'review') {
        const reviewed = await cards.findByIds(
          userId,
          input.trials.map((t) => t.stimulus),
        );
        if (reviewed.length !== input.trials.length) throw brainTrainingErrors.invalidTrial();
        if (reviewed.some((card) => !isDue(new Date(card.due_at), startedAt))) throw brainTrainingErrors.cardNotDue();
        cardAnswers = new Map(reviewed.map((card) => [card.id, card.back]));
        for (const card of reviewed) boxes.set(card.id, card.box);
      }
      const score = scoreAttempt(input.taskId, input.level, input.trials, cardAnswers);
      const reviewedCards =
        spec.kind === 'review'
          ? input.trials.map((t, i) => ({
              id: t.stimulus,
              reviewedAt: new Date(startedAt.getTime() + t.onsetMs + (t.rtMs ?? 0)),
              recalled: score.correct[i]!,
            }))
          : [];
      const row = await repository.insertAttemptWithTrials(
        {
          user_id: userId,
          task_id: input.taskId,
          level: input.level,
          client_submission_id: input.clientSubmissionId,
          started_at: startedAt,
          finished_at: finishedAt,
          trial_count: input.trials.length,
          accuracy: score.accuracy,
          primary_measure: score.primary.measure,
          higher_is_better: score.primary.higherIsBetter,
          measures: JSON.stringify(score.measures),
          performance_index: score.performanceIndex,
          grade_band: input.gradeBand ?? null,
        },
        input.trials.map((t, position) => ({
          position,
          stimulus: t.stimulus,
          response: t.response,
          rt_ms: t.rtMs,
          onset_ms: t.onsetMs,
          correct: score.correct[position]!,
        })),
        async (trx) => {
          for (const card of reviewedCards) {
            const next = nextReview(boxes.get(card.id) ?? 0, card.recalled, card.reviewedAt);
            await cards.reschedule(trx, userId, card.id, next.box, next.dueAt, card.reviewedAt);
          }
          if (afterRunSaved) await afterRunSaved(trx, userId, now);
        },
      );
      if (!row) {
        // A concurrent resend stored it between our lookup and insert.
        const stored = await repository.findBySubmission(userId, input.clientSubmissionId);
        return { attempt: summary(stored!), created: false, nextLevel: null };
      }
      return { attempt: summary(row), created: true, nextLevel: nextLevel(spec, input.level, score) };
    },

    /** The learner's runs finished at or after `since`, oldest first (in `executor`'s transaction when given). */
    runsSince: (userId: string, since: Date, executor: Db | Transaction<Database> = db) => repository.runsSince(executor, userId, since),
    /** The learner's newest `limit` results (task, performance index, when), newest first. */
    resultsOf: (userId: string, limit: number) => repository.listResults(userId, limit),
    /** The newest `perTask` runs of each task, newest first within a task. */
    recentRunsPerTask: (userId: string, perTask: number) => repository.recentRunsPerTask(userId, perTask),

    /** The data export: every attempt with its raw trials. */
    async exportFor(userId: string) {
      const { attempts, trials } = await repository.exportAttempts(userId);
      const byAttempt = new Map<
        string,
        { stimulus: string; response: string | null; rtMs: number | null; onsetMs: number; correct: boolean }[]
      >();
      for (const t of trials)
        byAttempt.set(t.attempt_id, [
          ...(byAttempt.get(t.attempt_id) ?? []),
          { stimulus: t.stimulus, response: t.response, rtMs: t.rt_ms, onsetMs: t.onset_ms, correct: t.correct },
        ]);
      return attempts.map((row) => ({ ...summary(row), gradeBand: row.grade_band, trials: byAttempt.get(row.id) ?? [] }));
    },

    async history(userId: string, taskId: TaskId, limit: number): Promise<AttemptHistory> {
      return { attempts: (await repository.findRecentByUserAndTask(userId, taskId, limit)).map(summary) };
    },

    /**
     * /performance-tracking: per task, the primary measure of the latest attempts over time, the
     * personal best and the trend; with a grade band, where the learner's best and median stand
     * among users of that band (percentiles only from `minimumPeers` users on).
     */
    async progress(userId: string, band: GradeBand | null = null): Promise<TrainingProgress> {
      const [rows, standings] = await Promise.all([
        repository.findProgressByUser(userId, 60),
        band ? repository.findStandings(userId, band) : Promise.resolve(null),
      ]);
      const standingOf = (taskId: TaskId) => {
        if (!standings) return null;
        const mine = standings.find((s) => s.taskId === taskId);
        if (!mine) return { users: 0, best: null, median: null };
        return {
          users: mine.users,
          best: percentileFromCounts({ ...mine.best, users: mine.users }),
          median: percentileFromCounts({ ...mine.median, users: mine.users }),
        };
      };
      const tasks: TaskProgress[] = [];
      for (const taskId of taskIds) {
        const mine = rows.filter((row) => row.task_id === taskId);
        if (!mine.length) continue;
        const latestRow = mine[mine.length - 1]!;
        const measure = latestRow.primary_measure;
        const higherIsBetter = latestRow.higher_is_better;
        const points = mine.flatMap((row) => {
          const measures = typeof row.measures === 'string' ? (JSON.parse(row.measures) as Record<string, number | null>) : row.measures;
          const value = measure === 'accuracy' ? row.accuracy : measures[measure];
          return typeof value === 'number' ? [{ finishedAt: iso(row.finished_at), value }] : [];
        });
        const values = points.map((p) => p.value);
        tasks.push({
          taskId,
          primaryMeasure: measure,
          higherIsBetter,
          points,
          best: personalBest(values, higherIsBetter),
          latest: values.at(-1) ?? null,
          trend: trend(values, higherIsBetter),
          standing: standingOf(taskId),
        });
      }
      return { tasks, gradeBand: band, minimumPeers };
    },

    /** The /brain-training page: tasks with access and level, today's set from the weakest domains, recent results. */
    async overview(userId: string, now = new Date()): Promise<TrainingOverview> {
      const [full, latest, recent] = await Promise.all([
        fullAccess(userId),
        repository.findLatestAttemptPerTask(userId),
        repository.findRecentAttempts(userId, 10),
      ]);
      const free = [...freeTasksOn(now), ...alwaysFreeTasks];
      const unlocked = (task: TaskId) => full || free.includes(task);
      const latestByTask = new Map(latest.map((row) => [row.task_id as TaskId, row]));
      const indexByTask: Partial<Record<TaskId, number>> = {};
      for (const [task, row] of latestByTask) indexByTask[task] = row.performance_index;
      const levelOf = (task: TaskId) => {
        const spec = taskCatalogue[task];
        if (!spec.levels) return null;
        const row = latestByTask.get(task);
        if (!row) return spec.startLevel ?? spec.levels.min;
        const measures = typeof row.measures === 'string' ? (JSON.parse(row.measures) as Record<string, number | null>) : row.measures;
        return nextLevel(spec, row.level, {
          measures,
          primary: { measure: row.primary_measure, higherIsBetter: true },
          accuracy: 0,
          performanceIndex: row.performance_index,
          correct: [],
        });
      };
      return {
        fullAccess: full,
        tasks: taskIds.map((id) => ({
          id,
          domain: taskCatalogue[id].domain,
          unlocked: unlocked(id),
          level: levelOf(id),
          attempts: latestByTask.get(id)?.attempts ?? 0,
        })),
        // Reviews follow the cards' own schedule, so they are not picked for the daily set.
        dailySet: dailyTrainingSet(
          taskIds.filter((id) => unlocked(id) && taskCatalogue[id].kind !== 'review'),
          indexByTask,
        ),
        domains: domainStanding(indexByTask).map(({ domain, index }) => ({ domain, trained: index !== null })),
        recent: recent.map(summary),
        freeTasksChangeAt: new Date((utcDay(now) + 1) * 86_400_000).toISOString(),
      };
    },
  };
}

export type BrainTrainingService = ReturnType<typeof createBrainTrainingService>;
