import type { Feature } from '@brainboost/domain/entitlements';
import { nextLevel } from '@brainboost/domain/cognitive/adaptive-level';
import { attemptProblem } from '@brainboost/domain/cognitive/attempt-validation';
import { dailyTrainingSet, domainStanding } from '@brainboost/domain/cognitive/daily-training-set';
import { personalBest, trend } from '@brainboost/domain/cognitive/progress-trend';
import { scoreAttempt } from '@brainboost/domain/cognitive/score-attempt';
import { freeTasksOn, taskCatalogue, taskIds, utcDay, type TaskId } from '@brainboost/domain/cognitive/task-catalogue';
import type { AttemptHistory, AttemptSummary, SaveAttemptInput, SavedAttempt, TaskProgress, TrainingOverview, TrainingProgress } from '@brainboost/domain/schemas/brain-training';
import type { Db } from '../../db/database.js';
import { AppError } from '../../plugins/app-error.js';
import { createBrainTrainingRepository, type AttemptRow } from './brain-training.repository.js';

export type FeatureLookup = { featuresOf(userId: string): Promise<ReadonlySet<Feature>> };

const iso = (value: Date | string) => new Date(value).toISOString();

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

/** Free users may play the tasks of the day the run started or of today (a run may cross midnight). */
function freeTaskAllowed(task: TaskId, startedAt: Date, now: Date) {
  return freeTasksOn(now).includes(task) || (utcDay(now) - utcDay(startedAt) === 1 && freeTasksOn(startedAt).includes(task));
}

export function createBrainTrainingService({ db, access }: { db: Db; access: FeatureLookup }) {
  const repository = createBrainTrainingRepository(db);
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
        throw new AppError('TASK_LOCKED', 403, 'brainTraining.taskLocked');
      }
      const problem = attemptProblem({ level: input.level, startedAt, finishedAt, trials: input.trials }, spec, now);
      if (problem) throw new AppError(problem === 'brainTraining.impossibleReactionTime' ? 'IMPOSSIBLE_REACTION_TIME' : 'IMPLAUSIBLE_ATTEMPT', 400, problem);

      const score = scoreAttempt(input.taskId, input.level, input.trials);
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
        },
        input.trials.map((t, position) => ({ position, stimulus: t.stimulus, response: t.response, rt_ms: t.rtMs, onset_ms: t.onsetMs, correct: score.correct[position]! })),
      );
      if (!row) {
        // A concurrent resend stored it between our lookup and insert.
        const stored = await repository.findBySubmission(userId, input.clientSubmissionId);
        return { attempt: summary(stored!), created: false, nextLevel: null };
      }
      return { attempt: summary(row), created: true, nextLevel: nextLevel(spec, input.level, score) };
    },

    async history(userId: string, taskId: TaskId, limit: number): Promise<AttemptHistory> {
      return { attempts: (await repository.findRecentByUserAndTask(userId, taskId, limit)).map(summary) };
    },

    /** /performance-tracking: per task, the primary measure of the latest attempts over time, the personal best and the trend. */
    async progress(userId: string): Promise<TrainingProgress> {
      const rows = await repository.findProgressByUser(userId, 60);
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
        tasks.push({ taskId, primaryMeasure: measure, higherIsBetter, points, best: personalBest(values, higherIsBetter), latest: values.at(-1) ?? null, trend: trend(values, higherIsBetter) });
      }
      return { tasks };
    },

    /** The /brain-training page: tasks with access and level, today's set from the weakest domains, recent results. */
    async overview(userId: string, now = new Date()): Promise<TrainingOverview> {
      const [full, { latest, counts }, recent] = await Promise.all([fullAccess(userId), repository.findLatestPerTask(userId), repository.findRecentByUser(userId, 10)]);
      const free = freeTasksOn(now);
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
        return nextLevel(spec, row.level, { measures, primary: { measure: row.primary_measure, higherIsBetter: true }, accuracy: 0, performanceIndex: row.performance_index, correct: [] });
      };
      return {
        fullAccess: full,
        tasks: taskIds.map((id) => ({ id, domain: taskCatalogue[id].domain, unlocked: unlocked(id), level: levelOf(id), attempts: counts.get(id) ?? 0 })),
        dailySet: dailyTrainingSet(taskIds.filter(unlocked), indexByTask),
        domains: domainStanding(indexByTask).map(({ domain, index }) => ({ domain, trained: index !== null })),
        recent: recent.map(summary),
        freeTasksChangeAt: new Date((utcDay(now) + 1) * 86_400_000).toISOString(),
      };
    },
  };
}

export type BrainTrainingService = ReturnType<typeof createBrainTrainingService>;
