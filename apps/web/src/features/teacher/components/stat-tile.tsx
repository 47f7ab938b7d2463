import type { ReactNode } from 'react';

/** One figure on the teacher dashboard, with its label. */
export function StatTile({ icon, label, value, tone = 'brand' }: { icon: ReactNode; label: string; value: number; tone?: 'brand' | 'amber' | 'red' }) {
  const tones = {
    brand: 'bg-brand-50 text-brand-700 dark:bg-brand-800/40 dark:text-brand-200',
    amber: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100',
    red: 'bg-red-100 text-red-800 dark:bg-red-900/40 dark:text-red-100',
  } as const;
  return (
    <div className="flex items-center gap-4 rounded-2xl border border-[var(--border)] bg-[var(--card)] p-5 shadow-sm">
      <span className={`rounded-xl p-2.5 ${tones[tone]}`}>{icon}</span>
      <div>
        <p className="text-2xl font-bold tabular-nums">{value}</p>
        <p className="text-sm text-[var(--fg-muted)]">{label}</p>
      </div>
    </div>
  );
}
