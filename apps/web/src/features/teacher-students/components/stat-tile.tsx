import type { ReactNode } from 'react';

/** One figure on the teacher dashboard, with its label. */
export function StatTile({
  icon,
  label,
  value,
  tone = 'brand',
}: {
  icon: ReactNode;
  label: string;
  value: number;
  tone?: 'brand' | 'amber' | 'red';
}) {
  const tones = {
    brand: 'bg-brand-50 text-brand-700 dark:bg-brand-800/40 dark:text-brand-200',
    amber: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100',
    red: 'bg-red-100 text-red-800 dark:bg-red-900/40 dark:text-red-100',
  } as const;
  return (
    <div className="flex flex-col gap-2 rounded-2xl border border-[var(--border)] bg-[var(--card)] p-3 shadow-sm sm:flex-row sm:items-center sm:gap-4 sm:p-5">
      <span className={`self-start rounded-xl p-2 sm:self-auto sm:p-2.5 ${tones[tone]}`}>{icon}</span>
      <div>
        <p className="text-2xl font-bold tabular-nums">{value}</p>
        <p className="text-xs text-[var(--fg-muted)] sm:text-sm">{label}</p>
      </div>
    </div>
  );
}
