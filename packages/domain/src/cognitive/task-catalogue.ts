/**
 * The cognitive tasks: which domain each trains, what responses it takes, how long a response may
 * take, how many trials a run has and which levels it has. The server validates saved attempts
 * against this table; the web app builds its task list from it.
 */
export const cognitiveDomains = ['memory', 'attention', 'speed', 'flexibility', 'reasoning'] as const;
export type CognitiveDomain = (typeof cognitiveDomains)[number];

export const taskIds = [
  'n-back',
  'digit-span-forward',
  'digit-span-backward',
  'corsi',
  'flanker',
  'go-no-go',
  'simple-rt',
  'choice-rt',
  'stroop',
  'mental-rotation',
  'trail-making',
  'schulte-table',
  'memory-pairs',
  'method-of-loci',
  'spaced-recall',
] as const;
export type TaskId = (typeof taskIds)[number];

export type TaskSpec = {
  id: TaskId;
  domain: CognitiveDomain;
  /**
   * 'timed': one stimulus, one timed response; 'span': a sequence recalled in order; 'board': targets
   * on a board clicked one after another, each click a trial timed from the click before it; 'recall': a
   * word list placed along a route, recalled in order after a delay (a trial per word); 'review': the
   * learner's due spaced-recall cards (a trial per card).
   */
  kind: 'timed' | 'span' | 'board' | 'recall' | 'review';
  /** A response slower than this is impossible: the task stops listening then. */
  responseLimitMs: number;
  /** Trials in a real round the server accepts. */
  trials: { min: number; max: number };
  /** Levels (n for n-back, starting length for spans, grid side for Schulte, pairs for memory pairs); null where the task has none. */
  levels: { min: number; max: number } | null;
  /** The level of a first run, where it is not the lowest (a 5 × 5 Schulte table is the classic one). */
  startLevel?: number;
};

/** No human responds to a visual stimulus faster than this; a faster press anticipated it. */
export const minimumReactionMs = 100;

export const taskCatalogue: Record<TaskId, TaskSpec> = {
  'n-back': {
    id: 'n-back',
    domain: 'memory',
    kind: 'timed',
    responseLimitMs: 2500,
    trials: { min: 12, max: 80 },
    levels: { min: 1, max: 5 },
  },
  'digit-span-forward': {
    id: 'digit-span-forward',
    domain: 'memory',
    kind: 'span',
    responseLimitMs: 60_000,
    trials: { min: 2, max: 24 },
    levels: { min: 2, max: 9 },
  },
  'digit-span-backward': {
    id: 'digit-span-backward',
    domain: 'memory',
    kind: 'span',
    responseLimitMs: 60_000,
    trials: { min: 2, max: 24 },
    levels: { min: 2, max: 9 },
  },
  corsi: { id: 'corsi', domain: 'memory', kind: 'span', responseLimitMs: 60_000, trials: { min: 2, max: 24 }, levels: { min: 2, max: 9 } },
  flanker: { id: 'flanker', domain: 'attention', kind: 'timed', responseLimitMs: 2000, trials: { min: 16, max: 96 }, levels: null },
  'go-no-go': { id: 'go-no-go', domain: 'attention', kind: 'timed', responseLimitMs: 1000, trials: { min: 20, max: 120 }, levels: null },
  'simple-rt': { id: 'simple-rt', domain: 'speed', kind: 'timed', responseLimitMs: 2000, trials: { min: 10, max: 60 }, levels: null },
  'choice-rt': { id: 'choice-rt', domain: 'speed', kind: 'timed', responseLimitMs: 2000, trials: { min: 10, max: 80 }, levels: null },
  stroop: { id: 'stroop', domain: 'flexibility', kind: 'timed', responseLimitMs: 3000, trials: { min: 16, max: 96 }, levels: null },
  'mental-rotation': {
    id: 'mental-rotation',
    domain: 'reasoning',
    kind: 'timed',
    responseLimitMs: 7500,
    trials: { min: 8, max: 64 },
    levels: null,
  },
  // Board tasks: a trial is one click; the limit is the longest search for one target before the round stops.
  'trail-making': {
    id: 'trail-making',
    domain: 'speed',
    kind: 'board',
    responseLimitMs: 120_000,
    trials: { min: 50, max: 200 },
    levels: null,
  },
  'schulte-table': {
    id: 'schulte-table',
    domain: 'attention',
    kind: 'board',
    responseLimitMs: 120_000,
    trials: { min: 27, max: 200 },
    levels: { min: 3, max: 6 },
    startLevel: 5,
  },
  'memory-pairs': {
    id: 'memory-pairs',
    domain: 'memory',
    kind: 'board',
    responseLimitMs: 120_000,
    trials: { min: 8, max: 200 },
    levels: { min: 4, max: 12 },
  },
  // Memory drills. Loci: the level is the list length (one place of the route per word); a trial's RT is the retention interval, from the word's study to the recall.
  'method-of-loci': {
    id: 'method-of-loci',
    domain: 'memory',
    kind: 'recall',
    responseLimitMs: 30 * 60_000,
    trials: { min: 5, max: 8 },
    levels: { min: 5, max: 8 },
  },
  // Spaced recall: one trial per due card reviewed; cards and their schedule are the learner's own, so it is free for everyone.
  'spaced-recall': {
    id: 'spaced-recall',
    domain: 'memory',
    kind: 'review',
    responseLimitMs: 5 * 60_000,
    trials: { min: 1, max: 50 },
    levels: null,
  },
};

export const isTaskId = (value: string): value is TaskId => (taskIds as readonly string[]).includes(value);

/** Days since the Unix epoch in UTC: a free user's task rotation changes at 00:00 UTC. */
export const utcDay = (date: Date) => Math.floor(date.getTime() / 86_400_000);

export const freeTasksPerDay = 3;

/** Open to every signed-in learner every day (a review schedule cannot wait for a rotation). */
export const alwaysFreeTasks: readonly TaskId[] = ['spaced-recall'];
/** The tasks that take turns being free. */
export const rotatingTaskIds = taskIds.filter((id) => !alwaysFreeTasks.includes(id));

/** The rotating tasks free users (basic_content) may play on a UTC day: a fixed rotation through the catalogue. */
export function freeTasksOn(date: Date): TaskId[] {
  const start = (utcDay(date) * freeTasksPerDay) % rotatingTaskIds.length;
  return Array.from({ length: freeTasksPerDay }, (_, k) => rotatingTaskIds[(start + k) % rotatingTaskIds.length]!);
}
