import { GraduationCap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Dashboard } from '@brainboost/domain/schemas/dashboard';
import { SectionCard } from '../../../components/ui/section-card';

const linkClass = 'font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-200';

/** The curriculum at a glance: the topic to continue, today's practice, skills due for review and proficient. */
export function CurriculumCard({ curriculum }: { curriculum: Dashboard['curriculum'] }) {
  const { t } = useTranslation('dashboard');
  const counters = [
    { key: 'practisedToday', value: curriculum.practisedToday },
    { key: 'dueForReview', value: curriculum.dueForReview },
    { key: 'proficient', value: curriculum.proficientSkills },
  ] as const;
  return (
    <SectionCard
      icon={<GraduationCap className="size-5" aria-hidden="true" />}
      title={t('curriculum.title')}
      description={t('curriculum.description')}
    >
      <dl className="grid grid-cols-3 gap-3" data-testid="curriculum-counters">
        {counters.map(({ key, value }) => (
          <div key={key} className="rounded-xl bg-[var(--bg-subtle)] p-3">
            <dt className="text-sm text-[var(--fg-muted)]">{t(`curriculum.${key}`)}</dt>
            <dd className="text-2xl font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      <ul className="mt-3 flex flex-col gap-2 text-sm">
        <li>
          {curriculum.last ? (
            <Link to={`/education/${curriculum.last.topicId}`} className={linkClass}>
              {t('curriculum.continue')} <span lang={curriculum.last.language}>{curriculum.last.title}</span>
            </Link>
          ) : (
            <Link to="/subjects" className={linkClass}>
              {t('curriculum.start')}
            </Link>
          )}
        </li>
        <li>
          <Link to={`/grade-dashboard${curriculum.last ? `?band=${curriculum.last.band}` : ''}`} className={linkClass}>
            {curriculum.dueForReview > 0 ? t('curriculum.review', { count: curriculum.dueForReview }) : t('curriculum.progress')}
          </Link>
        </li>
      </ul>
    </SectionCard>
  );
}
