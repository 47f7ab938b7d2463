import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../components/use-document-title';

/** The centred card of the sign-up screens (the same look as the sign-in screens). */
export function SignupCard({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description?: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <div className="flex min-h-[70vh] items-center justify-center bg-gradient-to-b from-brand-50 to-[var(--bg)] px-4 py-12 dark:from-brand-800/20">
      <div className="w-full max-w-md rounded-2xl border border-[var(--border)] bg-[var(--card)] p-6 shadow-xl sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        {description && <p className="mt-2 text-[var(--fg-muted)]">{description}</p>}
        <div className="mt-6">{children}</div>
        {footer && <div className="mt-6 border-t border-[var(--border)] pt-4 text-sm text-[var(--fg-muted)]">{footer}</div>}
      </div>
    </div>
  );
}
