import { useTranslation } from 'react-i18next';
import type { TranscriptTurn } from '@brainboost/domain/schemas/translator';

/** A transcript in order: who spoke, what they said and its translation. */
export function TranscriptTurns({ turns }: { turns: readonly TranscriptTurn[] }) {
  const { t } = useTranslation('voiceTranslator');
  return (
    <ol className="flex flex-col gap-2" data-testid="transcript">
      {turns.map((turn, i) => (
        <li
          key={i}
          className={`max-w-[90%] rounded-2xl border border-[var(--border)] p-3 ${turn.speaker === 'a' ? 'self-start bg-[var(--card)]' : 'self-end bg-brand-50 dark:bg-brand-800/20'}`}
        >
          <p className="text-xs font-semibold text-[var(--fg-muted)]">
            {t(`conversation.person.${turn.speaker}`)} · {t(`languages.${turn.from}`)} → {t(`languages.${turn.to}`)}
          </p>
          <p lang={turn.from}>{turn.text}</p>
          <p lang={turn.to} className="font-medium">
            {turn.translation}
          </p>
        </li>
      ))}
    </ol>
  );
}
