import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TutorMessage } from '@brainboost/domain/schemas/tutor';
import { TutorAnswerView } from './tutor-answer-view';

/**
 * A conversation's questions and replies; the newest reply starts at its first hint. With
 * `showFlags` (a parent reading), questions the safety check stopped carry a visible mark.
 */
export function ConversationThread({
  messages,
  revealHistory,
  revealLatest = false,
  showFlags = false,
}: {
  messages: TutorMessage[];
  revealHistory: boolean;
  /** A reader who isn't working through the problem sees the newest reply whole too. */
  revealLatest?: boolean;
  showFlags?: boolean;
}) {
  const { t } = useTranslation('homework');
  const lastReply = messages.findLastIndex((m) => m.role === 'tutor');
  return (
    <ol className="flex flex-col gap-4" aria-label={t('thread.label')}>
      {messages.map((message, i) => (
        <li
          key={message.id}
          className={
            message.role === 'student'
              ? 'self-end max-w-[85%] rounded-2xl bg-brand-600 px-4 py-2 text-white'
              : 'rounded-2xl border border-[var(--border)] bg-[var(--card)] p-4'
          }
        >
          <p className="sr-only">{t(message.role === 'student' ? 'thread.you' : 'thread.tutor')}</p>
          {showFlags && message.flagged && message.role === 'student' && (
            <p className="mb-1 inline-flex items-center gap-1 rounded-full bg-white px-2 py-0.5 text-xs font-semibold text-red-800">
              <ShieldAlert className="size-3.5" aria-hidden="true" />
              {t('thread.flagged')}
            </p>
          )}
          {message.role === 'student' ? (
            <p className="whitespace-pre-wrap">{message.text}</p>
          ) : (
            message.answer && (
              <TutorAnswerView
                answer={message.answer}
                gradeBand={message.gradeBand}
                revealAll={revealHistory && (revealLatest || i !== lastReply)}
              />
            )
          )}
        </li>
      ))}
    </ol>
  );
}
