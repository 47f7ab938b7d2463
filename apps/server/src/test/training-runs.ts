import { randomUUID } from 'node:crypto';
import { taskCatalogue, type TaskId } from '@brainboost/domain/cognitive/task-catalogue';

type Trial = { stimulus: string; response: string | null; rtMs: number | null };

/** For tests: one valid run of a task, finished now (the brain-training API accepts each). */
export function runOf(taskId: TaskId) {
  const many = (n: number, trial: Trial) => Array.from({ length: n }, (_, i) => ({ ...trial, onsetMs: i * 3000 }));
  // Partial: tasks added later need a run here before a test plays them.
  const trials: Partial<Record<TaskId, ReturnType<typeof many>>> = {
    'n-back': many(20, { stimulus: 'A', response: null, rtMs: null }),
    'digit-span-forward': many(2, { stimulus: '123', response: '123', rtMs: 2000 }),
    'digit-span-backward': many(2, { stimulus: '123', response: '321', rtMs: 2000 }),
    corsi: many(2, { stimulus: '123', response: '123', rtMs: 2000 }),
    flanker: many(16, { stimulus: '<<<<<', response: 'left', rtMs: 400 }),
    'go-no-go': many(20, { stimulus: 'go', response: 'press', rtMs: 300 }),
    'simple-rt': many(20, { stimulus: 'go', response: 'press', rtMs: 300 }),
    'choice-rt': many(10, { stimulus: 'left', response: 'left', rtMs: 350 }),
    stroop: many(16, { stimulus: 'red:blue', response: 'blue', rtMs: 700 }),
    'mental-rotation': many(8, { stimulus: '90:mirror', response: 'mirror', rtMs: 2500 }),
  };
  const finishedAt = new Date();
  const levels = taskCatalogue[taskId].levels;
  return {
    clientSubmissionId: randomUUID(),
    taskId,
    level: levels ? (taskId === 'n-back' ? 1 : 3) : null,
    startedAt: new Date(finishedAt.getTime() - 5 * 60_000).toISOString(),
    finishedAt: finishedAt.toISOString(),
    trials: trials[taskId] ?? [],
  };
}
