import { Loader2, Wifi, WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { RealtimeState } from '../../../lib/realtime/realtime-client';

const tone: Record<RealtimeState, string> = {
  open: 'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-700 dark:bg-emerald-950/40 dark:text-emerald-100',
  connecting: 'border-[var(--border)] bg-[var(--bg-subtle)] text-[var(--fg)]',
  reconnecting: 'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100',
  offline: 'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100',
  closed: 'border-[var(--border)] bg-[var(--bg-subtle)] text-[var(--fg)]',
};

/** The live connection, announced politely when it changes (a lost one is shown until it is back). */
export function ConnectionStatus({ state }: { state: RealtimeState }) {
  const { t } = useTranslation('voiceChat');
  const Icon = state === 'open' ? Wifi : state === 'offline' || state === 'closed' ? WifiOff : Loader2;
  return (
    <p
      role="status"
      aria-live="polite"
      data-testid="connection-status"
      data-state={state}
      className={`inline-flex items-center gap-2 rounded-full border px-3 py-1 text-sm font-medium ${tone[state]}`}
    >
      <Icon className={`size-4 ${state === 'connecting' || state === 'reconnecting' ? 'animate-spin' : ''}`} aria-hidden="true" />
      {t(`connection.${state}`)}
    </p>
  );
}
