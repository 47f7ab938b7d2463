import { localDay, streaks } from '@brainboost/domain/achievements/achievements';
import type { Feature } from '@brainboost/domain/billing/entitlements';
import { dailyTrainingSet } from '@brainboost/domain/cognitive/daily-training-set';
import { freeTasksOn, isTaskId, taskCatalogue, taskIds, type TaskId } from '@brainboost/domain/cognitive/task-catalogue';
import type { Dashboard } from '@brainboost/domain/schemas/dashboard';
import type { Db } from '../../db/database.js';
import type { CurriculumService } from '../curriculum/curriculum.service.js';
import type { LanguagesService } from '../languages/languages.service.js';
import type { ProgrammesService } from '../programmes/programmes.service.js';
import { createDashboardRepository } from './dashboard.repository.js';
import { iso } from '../../iso-time.js';

export type FeatureLookup = { featuresOf(userId: string): Promise<ReadonlySet<Feature>> };

/** The signed-in learner's home: today's plan, streak, recent results, baseline profile and language learning, in one response. */
export function createDashboardService({
  db,
  access,
  programmes,
  languages,
  curriculum,
}: {
  db: Db;
  access: FeatureLookup;
  programmes: Pick<ProgrammesService, 'enrolmentsAsJson' | 'stateFromJson'>;
  languages: Pick<LanguagesService, 'summary'>;
  curriculum: Pick<CurriculumService, 'continueLearning'>;
}) {
  const repository = createDashboardRepository(db, programmes.enrolmentsAsJson);
  return {
    async dashboard(userId: string, utcOffsetMinutes: number, locale: string, now = new Date()): Promise<Dashboard> {
      const today = localDay(now, utcOffsetMinutes);
      const localMidnight = new Date(Date.parse(`${today}T00:00:00Z`) - utcOffsetMinutes * 60_000);
      const [features, languageSummary, continueLearning] = await Promise.all([
        access.featuresOf(userId),
        languages.summary(userId, { utcOffsetMinutes }),
        curriculum.continueLearning(userId, locale),
      ]);
      const {
        latest,
        recent,
        playedSince: playedToday,
        activeDays: days,
        enrolments,
      } = await repository.activity(userId, 5, localMidnight, utcOffsetMinutes);
      const state = await programmes.stateFromJson(userId, enrolments, features, now);

      const free = freeTasksOn(now);
      const playable = taskIds.filter((t) => features.has('basic_brain_training') || free.includes(t));
      const indexByTask: Partial<Record<TaskId, number>> = {};
      for (const row of latest) if (isTaskId(row.task_id)) indexByTask[row.task_id] = row.performance_index;

      const personalization = features.has('personalization');
      const training = personalization ? state.training : null;
      const streak = streaks(
        days.map((day) => ({ kind: 'activity', occurredAt: new Date(`${day}T12:00:00Z`) })),
        today,
        0,
      );
      return {
        plan: {
          tasks: dailyTrainingSet(playable, indexByTask).map((taskId) => ({
            taskId,
            domain: taskCatalogue[taskId].domain,
            doneToday: playedToday.has(taskId),
          })),
          programmeSession: training?.dueNow
            ? { programmeId: training.view.programmeId, weeks: training.view.weeks, session: training.dueNow }
            : null,
          programmeRunning: training !== null,
        },
        streak: { ...streak, activeToday: days.includes(today) },
        recent: recent
          .filter((r) => isTaskId(r.task_id))
          .map((r) => ({
            id: r.id,
            taskId: r.task_id as TaskId,
            finishedAt: iso(r.finished_at),
            performanceIndex: r.performance_index,
          })),
        baseline: state.baseline,
        personalization,
        languages: languageSummary,
        curriculum: continueLearning,
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
