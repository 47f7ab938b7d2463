import { taskCatalogue, type CognitiveDomain, type TaskId } from './task-catalogue.js';

/**
 * Structured multi-week training programmes and the baseline assessment. A session is a list of
 * existing tasks, each with the level it is planned at (null for tasks without levels); its `day`
 * counts from the day of enrolment. Training programmes need the `personalization` feature; the
 * baseline assessment (one task per domain, one sitting) is open to every signed-in learner.
 */
export type ProgrammeKind = 'training' | 'baseline';
export type ProgrammeItem = { taskId: TaskId; level: number | null };
export type ProgrammeSession = { day: number; items: ProgrammeItem[] };
export type Programme = { id: ProgrammeId; kind: ProgrammeKind; domains: CognitiveDomain[]; weeks: ProgrammeSession[][] };

export const programmeIds = ['working-memory-4w', 'attention-speed-3w', 'flexible-thinking-4w', 'baseline-assessment'] as const;
export type ProgrammeId = (typeof programmeIds)[number];

/** A task at a level (clamped to the task's own range), or at no level when the task has none. */
const at = (taskId: TaskId, level: number | null = null): ProgrammeItem => {
  const levels = taskCatalogue[taskId].levels;
  return { taskId, level: levels && level !== null ? Math.min(levels.max, Math.max(levels.min, level)) : levels ? levels.min : null };
};
const session = (day: number, ...items: ProgrammeItem[]): ProgrammeSession => ({ day, items });

export const programmes: Record<ProgrammeId, Programme> = {
  'working-memory-4w': {
    id: 'working-memory-4w',
    kind: 'training',
    domains: ['memory'],
    weeks: [
      [
        session(0, at('digit-span-forward', 3), at('corsi', 3)),
        session(2, at('n-back', 1), at('digit-span-backward', 2)),
        session(4, at('digit-span-forward', 3), at('n-back', 1)),
      ],
      [
        session(7, at('digit-span-backward', 3), at('corsi', 4)),
        session(9, at('n-back', 2), at('digit-span-forward', 4)),
        session(11, at('corsi', 4), at('n-back', 2)),
      ],
      [
        session(14, at('n-back', 2), at('digit-span-backward', 3)),
        session(16, at('corsi', 5), at('digit-span-forward', 5)),
        session(18, at('n-back', 3), at('digit-span-backward', 4)),
      ],
      [
        session(21, at('digit-span-forward', 5), at('corsi', 5), at('n-back', 3)),
        session(23, at('digit-span-backward', 4), at('n-back', 3)),
        session(25, at('corsi', 6), at('digit-span-forward', 6), at('n-back', 3)),
      ],
    ],
  },
  'attention-speed-3w': {
    id: 'attention-speed-3w',
    kind: 'training',
    domains: ['attention', 'speed'],
    weeks: [
      [session(0, at('simple-rt'), at('flanker')), session(2, at('choice-rt'), at('go-no-go')), session(4, at('flanker'), at('simple-rt'))],
      [
        session(7, at('go-no-go'), at('choice-rt')),
        session(9, at('flanker'), at('simple-rt'), at('go-no-go')),
        session(11, at('choice-rt'), at('flanker')),
      ],
      [
        session(14, at('go-no-go'), at('flanker'), at('choice-rt')),
        session(16, at('simple-rt'), at('go-no-go'), at('flanker')),
        session(18, at('choice-rt'), at('flanker'), at('go-no-go')),
      ],
    ],
  },
  'flexible-thinking-4w': {
    id: 'flexible-thinking-4w',
    kind: 'training',
    domains: ['flexibility', 'reasoning', 'memory'],
    weeks: [
      [session(0, at('stroop'), at('mental-rotation')), session(3, at('stroop'), at('digit-span-backward', 2))],
      [
        session(7, at('mental-rotation'), at('stroop')),
        session(9, at('n-back', 1), at('stroop')),
        session(11, at('mental-rotation'), at('digit-span-backward', 3)),
      ],
      [
        session(14, at('stroop'), at('n-back', 2), at('mental-rotation')),
        session(16, at('digit-span-backward', 3), at('stroop')),
        session(18, at('mental-rotation'), at('n-back', 2)),
      ],
      [
        session(21, at('stroop'), at('mental-rotation'), at('n-back', 2)),
        session(23, at('digit-span-backward', 4), at('stroop')),
        session(25, at('mental-rotation'), at('stroop'), at('n-back', 3)),
      ],
    ],
  },
  'baseline-assessment': {
    id: 'baseline-assessment',
    kind: 'baseline',
    domains: ['memory', 'attention', 'speed', 'flexibility', 'reasoning'],
    weeks: [[session(0, at('digit-span-forward', 3), at('flanker'), at('choice-rt'), at('stroop'), at('mental-rotation'))]],
  },
};

/** Sessions in order with their week (0-based), as the schedule and done-marking walk them. */
export function programmeSessions(programme: Programme) {
  return programme.weeks.flatMap((sessions, week) => sessions.map((s) => ({ ...s, week })));
}
