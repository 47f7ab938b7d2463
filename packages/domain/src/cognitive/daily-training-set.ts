import { cognitiveDomains, taskCatalogue, type CognitiveDomain, type TaskId } from './task-catalogue.js';

export const dailySetSize = 3;

/**
 * The learner's domains, weakest first: the mean performance index of their latest attempt at each
 * task of the domain. Domains never trained come first (nothing is known there yet); ties keep the
 * catalogue's domain order.
 */
export function domainStanding(latestIndexByTask: Partial<Record<TaskId, number>>) {
  const standing = cognitiveDomains.map((domain) => {
    const indices = Object.entries(latestIndexByTask)
      .filter(([task]) => taskCatalogue[task as TaskId].domain === domain)
      .map(([, index]) => index as number);
    return { domain, index: indices.length ? Math.round(indices.reduce((a, b) => a + b, 0) / indices.length) : null };
  });
  const rank = (index: number | null) => (index === null ? -1 : index);
  return [...standing].sort((a, b) => rank(a.index) - rank(b.index));
}

/**
 * Today's training set: tasks the learner may play, taken round-robin from their weakest domains,
 * in each domain the untried or weakest task first.
 */
export function dailyTrainingSet(playable: readonly TaskId[], latestIndexByTask: Partial<Record<TaskId, number>>): TaskId[] {
  const byDomain = new Map<CognitiveDomain, TaskId[]>();
  for (const { domain } of domainStanding(latestIndexByTask)) {
    const tasks = playable
      .filter((t) => taskCatalogue[t].domain === domain)
      .sort((a, b) => (latestIndexByTask[a] ?? -1) - (latestIndexByTask[b] ?? -1));
    if (tasks.length) byDomain.set(domain, tasks);
  }
  const chosen: TaskId[] = [];
  while (chosen.length < dailySetSize && [...byDomain.values()].some((tasks) => tasks.length)) {
    for (const tasks of byDomain.values()) {
      const next = tasks.shift();
      if (next && chosen.length < dailySetSize) chosen.push(next);
    }
  }
  return chosen;
}
