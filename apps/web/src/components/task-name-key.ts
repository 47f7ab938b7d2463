import type { TaskId } from '@brainboost/domain/cognitive/task-catalogue';

/** A task's name in the cognitiveTasks namespace: `n-back` → `cognitiveTasks:nBack.name`. */
export const taskNameKey = (id: TaskId) => `cognitiveTasks:${id.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())}.name`;
