import { CheckCircle2, ClipboardList, PlayCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BaselineState } from '@brainboost/domain/schemas/programmes';
import { DomainProfile } from '../../../components/domain-profile';
import { FormAlert } from '../../../components/forms/form-alert';
import { taskNameKey } from '../../../components/task-name-key';
import { Button } from '../../../components/ui/button';
import { SectionCard } from '../../../components/ui/section-card';
import { useFormatDate } from '../../../components/use-format-date';
import { useEnrol } from '../api/programmes-api';

/** The baseline assessment: start it, the domains still to play, and the latest domain profile. */
export function BaselineSection({ baseline }: { baseline: BaselineState }) {
  const { t } = useTranslation(['programmes', 'brainTraining', 'cognitiveTasks']);
  const formatDate = useFormatDate();
  const start = useEnrol();
  const { inProgress, profile } = baseline;
  return (
    <SectionCard
      icon={<ClipboardList className="size-5" aria-hidden="true" />}
      title={t('baseline.title')}
      description={t('baseline.description')}
    >
      <div className="flex flex-col gap-5" data-testid="baseline">
        {inProgress && (
          <div>
            <p className="mb-2 text-sm font-medium">
              {t('baseline.progress', { done: inProgress.items.filter((i) => i.done).length, total: inProgress.items.length })}
            </p>
            <ol className="grid gap-2 sm:grid-cols-2">
              {inProgress.items.map((item) => {
                const name = t(taskNameKey(item.taskId));
                return (
                  <li key={item.domain}>
                    <Link
                      to={`/brain-training/${item.taskId}`}
                      className="flex items-center gap-3 rounded-xl border border-[var(--border)] p-3 hover:bg-[var(--bg-subtle)]"
                      aria-label={item.done ? t('session.playedDone', { task: name }) : t('session.play', { task: name })}
                    >
                      {item.done ? (
                        <CheckCircle2 className="size-5 text-emerald-700 dark:text-emerald-300" aria-hidden="true" />
                      ) : (
                        <PlayCircle className="size-5 text-brand-700 dark:text-brand-200" aria-hidden="true" />
                      )}
                      <span>
                        <span className="block text-sm text-[var(--fg-muted)]">{t(`brainTraining:domains.${item.domain}.name`)}</span>
                        <span className="block font-medium">{name}</span>
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ol>
          </div>
        )}
        {profile && (
          <div>
            <h3 className="font-semibold">{t('profile.title')}</h3>
            <p className="mb-3 text-sm text-[var(--fg-muted)]">
              {t('profile.description')} {t('profile.completedOn', { date: formatDate(profile.completedAt) })}
            </p>
            <DomainProfile entries={profile.entries} />
          </div>
        )}
        {!inProgress && (
          <div className="flex flex-col items-start gap-2">
            {!profile && <p className="text-sm">{t('baseline.intro')}</p>}
            <Button
              variant={profile ? 'secondary' : 'primary'}
              onClick={() => start.mutate('baseline-assessment')}
              disabled={start.isPending}
            >
              {profile ? t('baseline.retake') : t('baseline.start')}
            </Button>
            <FormAlert message={start.error?.message} />
          </div>
        )}
      </div>
    </SectionCard>
  );
}
