import { Brain } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Personalization } from '@brainboost/domain/schemas/personalization';
import { SectionCard } from '../../../components/ui/section-card';

/** Each brain-training area: recent results against the learner's own earlier ones, or why it is not judged yet. */
export function DomainTable({ data }: { data: Personalization }) {
  const { t } = useTranslation(['personalization', 'brainTraining']);
  const change = (points: number) =>
    Math.abs(points) < 5
      ? t('domains.steady')
      : points > 0
        ? t('domains.up', { points: Math.round(points) })
        : t('domains.down', { points: Math.round(-points) });
  return (
    <SectionCard icon={<Brain className="size-5" aria-hidden="true" />} title={t('domains.title')} description={t('domains.description')}>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="domain-list">
        {data.domains.map((x) => (
          <li key={x.domain} className="rounded-xl border border-[var(--border)] p-3" data-testid={`domain-${x.domain}`}>
            <span className="block font-medium">{t(`brainTraining:domains.${x.domain}.name`)}</span>
            {x.attempts === 0 ? (
              <span className="block text-sm text-[var(--fg-muted)]">{t('domains.notPlayed')}</span>
            ) : x.change === null ? (
              <span className="block text-sm text-[var(--fg-muted)]">
                {t('domains.notEnough', { count: x.attempts, needed: data.minimums.resultsPerTask })}
              </span>
            ) : (
              <>
                <span className="block text-sm">{change(x.change)}</span>
                <span className="block text-sm text-[var(--fg-muted)]">
                  {t('domains.compare', { recent: Math.round(x.recentMean!), earlier: Math.round(x.earlierMean!) })}
                </span>
              </>
            )}
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
