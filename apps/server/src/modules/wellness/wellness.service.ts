import type { GradeBand } from '@brainboost/domain/school/grade-band';
import { matchLocale } from '@brainboost/domain/i18n/locales';
import { supportLevel, type FeelingTag } from '@brainboost/domain/wellness/mood-support';
import type { CheckIn, CheckInList, CopingContent } from '@brainboost/domain/schemas/wellness';
import type { Db } from '../../db/database.js';
import { wellnessErrors } from './wellness.errors.js';
import type { RecordActivity } from '../activity/activity.types.js';
import type { ChildrenService } from '../children/children.service.js';
import type { CopingLibrary } from './coping-content.loader.js';
import { createWellnessRepository } from './wellness.repository.js';
import { iso } from '../../iso-time.js';

type Row = Awaited<ReturnType<ReturnType<typeof createWellnessRepository>['listByUserId']>>[number];
const toCheckIn = (r: Row): CheckIn => ({
  id: r.id,
  mood: r.mood,
  feelings: r.feelings as FeelingTag[],
  note: r.note,
  support: r.support,
  createdAt: iso(r.created_at),
});

export type WellnessDeps = {
  db: Db;
  children: Pick<ChildrenService, 'listForParent'>;
  coping: CopingLibrary;
  recordActivity: RecordActivity;
};

/**
 * Mood check-ins are private: only the learner reads their own, and the linked parent of an
 * under-13 (child) account reads that child's. Teachers, admins and other learners get a 404,
 * as if there were nothing there.
 */
export function createWellnessService({ db, children, coping, recordActivity }: WellnessDeps) {
  const repository = createWellnessRepository(db, recordActivity);
  return {
    async checkIn(userId: string, input: { mood: number; feelings: FeelingTag[]; note: string }): Promise<CheckIn> {
      const row = await repository.insertCheckIn({
        userId,
        mood: input.mood,
        feelings: input.feelings,
        note: input.note || null,
        support: supportLevel(input.mood, input.feelings),
      });
      return toCheckIn(row);
    },
    async listOwn(userId: string): Promise<CheckInList> {
      return { checkIns: (await repository.listByUserId(userId, 60)).map(toCheckIn) };
    },
    /** Only the learner deletes their own check-in; anyone else's id is a 404. */
    async remove(userId: string, id: string) {
      if (!(await repository.deleteOwn(userId, id))) throw wellnessErrors.checkInsNotFound();
    },
    async listForParent(parentUserId: string, childId: string): Promise<CheckInList> {
      const { children: linked } = await children.listForParent(parentUserId);
      if (!linked.some((c) => c.id === childId)) throw wellnessErrors.checkInsNotFound();
      return { checkIns: (await repository.listByUserId(childId, 60)).map(toCheckIn) };
    },
    coping(locale: string, band: GradeBand): CopingContent {
      return (coping.get(matchLocale(locale) ?? 'en') ?? coping.get('en')!)[band];
    },
    async exportFor(userId: string) {
      return (await repository.listByUserId(userId, 100_000))
        .reverse()
        .map(toCheckIn)
        .map(({ id: _id, ...rest }) => rest);
    },
  };
}

export type WellnessService = ReturnType<typeof createWellnessService>;
