import { useTranslation } from 'react-i18next';
import type { ChatTurn } from './use-voice-chat';

/**
 * The conversation so far; the reply being written grows in place. Screen readers hear a short
 * status ("answering…", "answered") rather than every piece as it streams.
 */
export function ConversationView({ turns, partnerName, replyLang }: { turns: ChatTurn[]; partnerName: string; replyLang: string }) {
  const { t } = useTranslation('voiceChat');
  const last = turns.at(-1);
  const status =
    last?.status === 'sending' || last?.status === 'streaming'
      ? t('conversation.answering', { name: partnerName })
      : last?.status === 'done'
        ? t('conversation.answered', { name: partnerName })
        : '';
  return (
    <section aria-label={t('conversation.label')} className="flex flex-col gap-4">
      {turns.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-[var(--border)] p-6 text-center text-[var(--fg-muted)]">
          {t('conversation.empty', { name: partnerName })}
        </p>
      ) : (
        <ol className="flex flex-col gap-4" data-testid="conversation">
          {turns.map((turn) => (
            <li key={turn.key} className="flex flex-col gap-2">
              <div className="max-w-[85%] self-end rounded-2xl rounded-br-sm bg-brand-600 px-4 py-2 text-white">
                <span className="sr-only">{t('conversation.you')}: </span>
                {turn.learner}
              </div>
              {(turn.reply || turn.status === 'streaming' || turn.status === 'sending') && (
                <div
                  className="max-w-[85%] self-start rounded-2xl rounded-bl-sm border border-[var(--border)] bg-[var(--card)] px-4 py-2 shadow-sm"
                  data-testid="reply"
                  data-status={turn.status}
                >
                  <p className="text-xs font-semibold text-brand-700 dark:text-brand-200">{partnerName}</p>
                  <p className="whitespace-pre-wrap" lang={replyLang}>
                    {turn.reply || <span className="text-[var(--fg-muted)]">…</span>}
                  </p>
                </div>
              )}
              {turn.status === 'stopped' && <p className="self-start text-sm text-[var(--fg-muted)]">{t('conversation.stopped')}</p>}
              {turn.status === 'failed' && (
                <p role="alert" className="self-start text-sm font-medium text-red-700 dark:text-red-300">
                  {turn.error}
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
      <p className="sr-only" aria-live="polite">
        {status}
      </p>
    </section>
  );
}
