import type { Quotas } from '../billing/entitlements.js';

/** Worksheet uploads left this month under a plan's quota (0 on plans without worksheets). */
export function remainingUploads(quotas: Pick<Quotas, 'worksheetUploadsPerMonth'>, usedThisMonth: number): number {
  return Math.max(0, quotas.worksheetUploadsPerMonth - usedThisMonth);
}

/** Whether one more upload fits in this month's quota. */
export function mayUpload(quotas: Pick<Quotas, 'worksheetUploadsPerMonth'>, usedThisMonth: number): boolean {
  return remainingUploads(quotas, usedThisMonth) > 0;
}

/** Quota months are UTC calendar months: the month an upload counts against (its first day), and when the next starts. */
export function quotaMonth(now: Date): { month: string; resetsAt: Date } {
  const month = `${now.toISOString().slice(0, 7)}-01`;
  const resetsAt = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { month, resetsAt };
}
