import type { TaskId } from '@brainboost/domain/cognitive/task-catalogue';
import type { TimedTask } from '../engine/timed-task';
import { choiceRtTask } from './choice-rt-task';
import { flankerTask } from './flanker-task';
import { goNoGoTask } from './go-no-go-task';
import { mentalRotationTask } from './mental-rotation-task';
import { nBackTask } from './n-back-task';
import { simpleRtTask } from './simple-rt-task';
import { stroopTask } from './stroop-task';

/** The tasks played with one stimulus and one timed response per trial. */
export const timedTasks: Partial<Record<TaskId, TimedTask>> = {
  'n-back': nBackTask,
  stroop: stroopTask,
  flanker: flankerTask,
  'go-no-go': goNoGoTask,
  'simple-rt': simpleRtTask,
  'choice-rt': choiceRtTask,
  'mental-rotation': mentalRotationTask,
};
