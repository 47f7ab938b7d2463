import { useTranslation } from 'react-i18next';
import type { Personalization } from '@brainboost/domain/schemas/personalization';

type Props = { kind: 'strengths' | 'weak'; data: Personalization };

/** The named strengths or weak spots: maths topics and brain-training areas, each with the evidence behind it. */
export function JudgementList({ kind, data }: Props) {
  const { t } = useTranslation(['personalization', 'brainTraining']);
  const topics = data[kind].topics.map((topic) => data.topics.find((x) => x.topic === topic)!);
  const domains = data[kind].domains.map((domain) => data.domains.find((x) => x.domain === domain)!);
  if (!topics.length && !domains.length) return <p className="text-sm text-[var(--fg-muted)]">{t(`${kind}.none`)}</p>;
  return (
    <ul className="flex flex-col gap-3" data-testid={`${kind}-list`}>
      {topics.map((x) => (
        <li key={x.topic} className="rounded-xl border border-[var(--border)] p-3" data-testid={`${kind}-topic-${x.topic}`}>
          <span className="block font-medium">{t(`topics.names.${x.topic}`)}</span>
          <span className="block text-sm text-[var(--fg-muted)]">
            {t('topics.score', { score: x.strength })} · {t('topics.asked', { count: x.questions, recent: x.recentQuestions })}
          </span>
        </li>
      ))}
      {domains.map((x) => (
        <li key={x.domain} className="rounded-xl border border-[var(--border)] p-3" data-testid={`${kind}-domain-${x.domain}`}>
          <span className="block font-medium">{t(`brainTraining:domains.${x.domain}.name`)}</span>
          <span className="block text-sm text-[var(--fg-muted)]">
            {t('domains.compare', { recent: Math.round(x.recentMean!), earlier: Math.round(x.earlierMean!) })}
          </span>
        </li>
      ))}
    </ul>
  );
}
