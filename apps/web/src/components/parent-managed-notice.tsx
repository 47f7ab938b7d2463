import { Users } from 'lucide-react';

/** In place of a setting a child's account does not have: who looks after it instead. */
export function ParentManagedNotice({ message }: { message: string }) {
  return (
    <p role="note" className="flex items-start gap-3 rounded-xl border border-[var(--border)] bg-[var(--bg-subtle)] p-4 text-sm">
      <Users className="mt-0.5 size-5 shrink-0 text-brand-700 dark:text-brand-200" aria-hidden="true" />
      <span>{message}</span>
    </p>
  );
}
