import type { ReactNode } from 'react';

/**
 * One figure with its icon and label, as a term and its value: place it in a `<dl>`. The hub's
 * counters and the lesson summary show their figures in it. A label on two lines leaves the figures
 * of a row level: each sits at the foot of its tile.
 */
export function StatTile({ icon, label, value, testId }: { icon: ReactNode; label: string; value: ReactNode; testId: string }) {
  return (
    <div className="flex flex-col justify-between gap-1 rounded-xl bg-[var(--bg-subtle)] p-3 sm:p-4">
      <dt className="flex flex-col items-start gap-1.5 text-sm text-[var(--fg-muted)] sm:flex-row sm:items-center sm:gap-2">
        <span className="rounded-lg bg-brand-50 p-1.5 text-brand-700 dark:bg-brand-800/40 dark:text-brand-200">{icon}</span>
        {label}
      </dt>
      <dd className="text-3xl font-semibold" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
