/**
 * Daily allowances (the tutor's questions, curriculum practice) count UTC calendar days, whatever
 * zone the browser claims, so a learner cannot open a second "today" by sending another offset
 * (decision 0116). The screens show `resetsAt` in the learner's own time.
 */
/** The quota day an instant counts against, and when the next one starts. */
export function quotaDay(now: Date): { day: string; resetsAt: Date } {
  const day = now.toISOString().slice(0, 10);
  const resetsAt = new Date(`${day}T00:00:00.000Z`);
  resetsAt.setUTCDate(resetsAt.getUTCDate() + 1);
  return { day, resetsAt };
}
