import { Apple, BedDouble, Bike } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/forms/form-alert';
import { LoadingFallback } from '../../../components/loading-fallback';
import { SectionCard } from '../../../components/ui/section-card';
import { useBrainHealthContent } from '../api/brain-health-api';

const icons: Record<string, ReactNode> = {
  sleep: <BedDouble className="size-5" aria-hidden="true" />,
  exercise: <Bike className="size-5" aria-hidden="true" />,
  nutrition: <Apple className="size-5" aria-hidden="true" />,
};

/** Sleep, exercise and nutrition guidance, each point from a named source. */
export function HealthGuide() {
  const { t, i18n } = useTranslation('brainHealth');
  const query = useBrainHealthContent(i18n.language);
  if (query.isPending) return <LoadingFallback />;
  if (query.isError) return <FormAlert message={t('errors:generic.internal')} />;
  return (
    <>
      <p>{query.data.intro}</p>
      {query.data.topics.map((topic) => (
        <SectionCard key={topic.id} icon={icons[topic.id]} title={topic.title}>
          <ul className="list-disc space-y-2 pl-5">
            {topic.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
          <p className="mt-4 text-sm font-medium">{t('sources')}</p>
          <ul className="mt-1 space-y-1 text-sm text-[var(--fg-muted)]">
            {topic.sources.map((source) => (
              <li key={source.url}>
                <a className="underline" href={source.url} rel="noopener noreferrer" target="_blank">
                  {source.label}
                </a>
              </li>
            ))}
          </ul>
        </SectionCard>
      ))}
    </>
  );
}
