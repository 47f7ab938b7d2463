import type { ReactNode } from 'react';

/** A titled card for one group of a page (settings groups, profile sections). */
export function SectionCard({
  icon,
  title,
  description,
  children,
}: {
  icon?: ReactNode;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section className="rounded-2xl border border-[var(--border)] bg-[var(--card)] p-6 shadow-sm">
      <div className="flex items-start gap-3">
        {icon && <span className="rounded-lg bg-brand-50 p-2 text-brand-700 dark:bg-brand-800/40 dark:text-brand-200">{icon}</span>}
        <div>
          <h2 className="text-lg font-semibold">{title}</h2>
          {description && <p className="text-sm text-[var(--fg-muted)]">{description}</p>}
        </div>
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}
