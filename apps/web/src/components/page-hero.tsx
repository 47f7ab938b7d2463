import type { ReactNode } from 'react';

/** The band at the top of a page: eyebrow, title, lead text. */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="border-b border-[var(--border)] bg-gradient-to-b from-brand-50 to-[var(--bg)] dark:from-brand-800/20">
      <div className="mx-auto max-w-4xl px-6 py-14 sm:py-20">
        {eyebrow && <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-200">{eyebrow}</p>}
        <h1 className="mt-2 text-4xl font-bold tracking-tight sm:text-5xl">{title}</h1>
        {lead && <p className="mt-4 max-w-2xl text-lg text-[var(--fg-muted)]">{lead}</p>}
        {children}
      </div>
    </section>
  );
}
