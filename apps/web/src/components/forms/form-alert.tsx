/** A form-level message (already translated), announced when it appears. */
export function FormAlert({ message, tone = 'error' }: { message?: string | undefined; tone?: 'error' | 'success' }) {
  if (!message) return null;
  const styles =
    tone === 'error'
      ? 'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950/40 dark:text-red-100'
      : 'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950/40 dark:text-emerald-50';
  return (
    <p role={tone === 'error' ? 'alert' : 'status'} className={`rounded-lg border px-3 py-2 text-sm font-medium ${styles}`}>
      {message}
    </p>
  );
}
