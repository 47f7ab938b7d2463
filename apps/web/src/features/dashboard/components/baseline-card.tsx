import { ClipboardList } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BaselineState } from '@brainboost/domain/schemas/programmes';
import { DomainProfile } from '../../../components/domain-profile';
import { SectionCard } from '../../../components/ui/section-card';

/** The domain profile of the latest baseline, or the way to take (or finish) one. */
export function BaselineCard({ baseline }: { baseline: BaselineState }) {
  const { t } = useTranslation('dashboard');
  const { inProgress, profile } = baseline;
  return (
    <SectionCard
      icon={<ClipboardList className="size-5" aria-hidden="true" />}
      title={t('baseline.title')}
      description={t('baseline.description')}
    >
      {profile && <DomainProfile entries={profile.entries} />}
      {inProgress && (
        <p className="mt-3 text-sm">
          {t('baseline.inProgress', { done: inProgress.items.filter((i) => i.done).length, total: inProgress.items.length })}
        </p>
      )}
      {!profile && !inProgress && <p className="text-sm">{t('baseline.none')}</p>}
      <Link to="/cognitive-training" className="mt-3 inline-block text-sm font-medium text-brand-700 underline dark:text-brand-200">
        {inProgress ? t('baseline.continue') : profile ? t('baseline.retake') : t('baseline.start')}
      </Link>
    </SectionCard>
  );
}
