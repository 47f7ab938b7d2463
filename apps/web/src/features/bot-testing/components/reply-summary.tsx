import { useTranslation } from 'react-i18next';
import type { TutorAnswer } from '@brainboost/domain/schemas/tutor';

/** The tutor's structured reply, readable: the maths answer with its problem, a text answer, or why it did not answer. */
export function ReplySummary({ output, failure }: { output: TutorAnswer | null; failure: 'mismatch' | 'timeout' | 'error' | null }) {
  const { t } = useTranslation(['botTesting', 'diagrams']);
  if (!output) return <span className="text-[var(--fg-muted)]">{t(`failure.${failure ?? 'error'}`)}</span>;
  if (output.kind === 'text') return <span className="line-clamp-3 whitespace-pre-line">{output.text}</span>;
  if (output.kind === 'unanswered') return <span>{t(`reply.${output.reason}`)}</span>;
  if (output.kind === 'diagram')
    return (
      <span className="line-clamp-3">{output.diagram.description.map((line) => t(`diagrams:${line.key}`, line.values)).join(' ')}</span>
    );
  if (output.kind === 'figureImpossible')
    return <span className="line-clamp-3">{t(`diagrams:impossible.${output.reason}`, output.values)}</span>;
  if (output.kind === 'sourced')
    return (
      <span className="flex flex-col gap-0.5">
        <span className="line-clamp-3">{output.passages.map((p) => p.text).join(' ')}</span>
        <span className="text-xs text-[var(--fg-muted)]">
          {t('reply.sources', { titles: output.sources.map((s) => s.title).join(', ') })}
        </span>
      </span>
    );
  return (
    <span className="flex flex-col gap-0.5">
      <span>
        {t('reply.answer')} <code className="rounded bg-[var(--bg-subtle)] px-1 font-mono">{output.answer?.value ?? '—'}</code>
      </span>
      <span className="text-xs text-[var(--fg-muted)]">
        {t(`topic.${output.topic}`)} · {t('reply.steps', { count: output.steps.length })} ·{' '}
        {output.verified ? t('reply.verified') : t('reply.unverified')}
      </span>
    </span>
  );
}
