import { domainProfile } from '@brainboost/domain/cognitive/domain-profile';
import { sessionDueAt, sessionProgress, type Matching, type SavedAttempt } from '@brainboost/domain/cognitive/programme-schedule';
import { programmes, programmeSessions, type ProgrammeId } from '@brainboost/domain/cognitive/programmes';
import { adaptedLevel, lowestOfferedLevel, type RecentScore } from '@brainboost/domain/cognitive/session-level';
import { taskCatalogue, taskIds, type CognitiveDomain, type TaskId } from '@brainboost/domain/cognitive/task-catalogue';
import type { ActiveProgramme, BaselineState, ProgrammeSessionView } from '@brainboost/domain/schemas/programmes';
import type { EnrolmentRow, PauseRow } from './programmes.repository.js';
import { iso } from '../../iso-time.js';

export type Progress = {
  sessions: (ProgrammeSessionView & { attemptIds: (string | null)[] })[];
  /** When the last session was done, if all are. */
  completedAt: Date | null;
};

/**
 * An enrolment's sessions with their due times, which saved attempts completed them, and the level
 * each session not done yet offers now (adapted from the learner's recent runs of the task).
 */
export function progressOf(
  enrolment: EnrolmentRow,
  pauses: readonly PauseRow[],
  attempts: readonly SavedAttempt[],
  recent: ReadonlyMap<string, RecentScore[]>,
  now: Date,
): Progress {
  const programme = programmes[enrolment.programme_id as ProgrammeId];
  const enrolledAt = new Date(enrolment.enrolled_at);
  const mine = pauses
    .filter((p) => p.enrolment_id === enrolment.id)
    .map((p) => ({ from: new Date(p.paused_at), to: p.resumed_at ? new Date(p.resumed_at) : null }));
  const planned = programmeSessions(programme);
  const matching: Matching = programme.kind === 'baseline' ? 'domain' : 'task';
  // A training session's item is done by a run at the lowest level the session may offer (one below the plan) or above.
  const scheduled = planned.map((s) => ({
    dueAt: sessionDueAt(enrolledAt, s.day, enrolment.utc_offset_minutes, mine),
    items: s.items.map((item) => ({
      taskId: item.taskId,
      minLevel: matching === 'task' ? lowestOfferedLevel(taskCatalogue[item.taskId], item.level) : null,
    })),
  }));
  const done = sessionProgress(scheduled, attempts, matching);
  const sessions = planned.map((s, index) => {
    const { dueAt } = scheduled[index]!;
    const { items, doneAt } = done[index]!;
    const state: ProgrammeSessionView['state'] = doneAt ? 'done' : dueAt && dueAt.getTime() <= now.getTime() ? 'due' : 'upcoming';
    return {
      index,
      week: s.week + 1,
      dueAt: iso(dueAt),
      doneAt: iso(doneAt),
      state,
      items: s.items.map((item, k) => {
        const attempt = items[k]!.attempt;
        const taskId = (attempt && matching === 'domain' ? attempt.taskId : item.taskId) as TaskId;
        const level = attempt ? attempt.level : adaptedLevel(taskCatalogue[item.taskId], item.level, recent.get(item.taskId) ?? []);
        return { taskId, level, done: attempt !== null };
      }),
      attemptIds: items.map((i) => i.attempt?.id ?? null),
    };
  });
  const all = done.every((d) => d.doneAt);
  const completedAt = all ? new Date(Math.max(...done.map((d) => d.doneAt!.getTime()))) : null;
  return { sessions, completedAt };
}

/** A session as the learner sees it (which attempts completed it stays on the server). */
export const sessionView = ({ attemptIds: _, ...session }: Progress['sessions'][number]): ProgrammeSessionView => session;

/** The active programme as the learner sees it: where they are and the sessions of that week. */
export function activeView(enrolment: EnrolmentRow, progress: Progress): ActiveProgramme {
  const programme = programmes[enrolment.programme_id as ProgrammeId];
  const current = progress.sessions.find((s) => s.state !== 'done') ?? progress.sessions[progress.sessions.length - 1]!;
  return {
    enrolmentId: enrolment.id,
    programmeId: programme.id,
    status: enrolment.status === 'paused' ? 'paused' : 'active',
    enrolledAt: iso(enrolment.enrolled_at),
    week: current.week,
    weeks: programme.weeks.length,
    sessionsDone: progress.sessions.filter((s) => s.state === 'done').length,
    sessionsTotal: progress.sessions.length,
    thisWeek: progress.sessions.filter((s) => s.week === current.week).map(sessionView),
  };
}

/**
 * Baseline items in progress: per domain, the attempt that assessed it, or the task to play for it
 * (the planned one, or another task of the domain the learner may play today when the planned one
 * is locked for them).
 */
export function baselineItems(
  progress: Progress,
  attempts: readonly SavedAttempt[],
  playable: (task: TaskId) => boolean,
): NonNullable<BaselineState['inProgress']>['items'] {
  const session = progress.sessions[0]!;
  const byId = new Map(attempts.map((a) => [a.id, a]));
  return session.items.map((item, k) => {
    const domain: CognitiveDomain = taskCatalogue[item.taskId].domain;
    const attempt = session.attemptIds[k] ? byId.get(session.attemptIds[k]!) : undefined;
    if (attempt) return { domain, taskId: attempt.taskId as TaskId, done: true, performanceIndex: attempt.performanceIndex };
    const taskId = playable(item.taskId)
      ? item.taskId
      : (taskIds.find((t) => taskCatalogue[t].domain === domain && playable(t)) ?? item.taskId);
    return { domain, taskId, done: false, performanceIndex: null };
  });
}

/** A completed baseline's domain profile. */
export function baselineProfile(progress: Progress, attempts: readonly SavedAttempt[]): NonNullable<BaselineState['profile']> {
  const byId = new Map(attempts.map((a) => [a.id, a]));
  const results = progress.sessions[0]!.attemptIds.flatMap((id) => {
    const a = id ? byId.get(id) : undefined;
    return a ? [{ taskId: a.taskId as TaskId, performanceIndex: a.performanceIndex, finishedAt: a.finishedAt }] : [];
  });
  return {
    completedAt: progress.completedAt!.toISOString(),
    entries: domainProfile(results).map(({ domain, taskId, performanceIndex }) => ({ domain, taskId, performanceIndex })),
  };
}
