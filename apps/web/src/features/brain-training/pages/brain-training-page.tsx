import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { taskIds } from '@brainboost/domain/cognitive/task-catalogue';
import { FormAlert } from '../../../components/forms/form-alert';
import { LoadingFallback } from '../../../components/loading-fallback';
import { PageHero } from '../../../components/page-hero';
import { Button } from '../../../components/ui/button';
import { SectionCard } from '../../../components/ui/section-card';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useSession } from '../../../stores/session-store';
import { useTrainingOverview } from '../api/brain-training-api';
import { DailySet } from '../components/daily-set';
import { RecentResults } from '../components/recent-results';
import { TaskCatalogueGrid } from '../components/task-catalogue-grid';
import { UpgradeNote } from '../components/upgrade-note';

function SignedInTraining() {
  const { t } = useTranslation('brainTraining');
  const overview = useTrainingOverview();
  if (overview.isPending) return <LoadingFallback />;
  if (overview.isError) return <FormAlert message={t('errors:generic.internal')} />;
  const data = overview.data;
  return (
    <div className="flex flex-col gap-8">
      {!data.fullAccess && <UpgradeNote changesAt={data.freeTasksChangeAt} />}
      <DailySet overview={data} />
      <TaskCatalogueGrid tasks={data.tasks} />
      <SectionCard icon={<History className="size-5" aria-hidden="true" />} title={t('recent.title')}>
        <RecentResults attempts={data.recent} />
      </SectionCard>
    </div>
  );
}

/** /brain-training: the tasks by domain, today's set from the weakest domains, recent results. */
export function BrainTrainingPage() {
  const { t } = useTranslation('brainTraining');
  useDocumentTitle(t('title'));
  const session = useSession();
  return (
    <>
      <PageHero eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <div className="mx-auto flex max-w-5xl flex-col gap-8 px-6 py-10">
        {session.status === 'loading' ? (
          <LoadingFallback />
        ) : session.status === 'signedOut' ? (
          <>
            <div className="flex flex-col items-start gap-3 rounded-2xl border border-[var(--border)] bg-[var(--card)] p-6">
              <p>{t('signedOut.body')}</p>
              <div className="flex gap-2">
                <Button asChild>
                  <Link to="/login?returnTo=%2Fbrain-training">{t('signedOut.login')}</Link>
                </Button>
                <Button variant="secondary" asChild>
                  <Link to="/signup">{t('signedOut.signup')}</Link>
                </Button>
              </div>
            </div>
            <TaskCatalogueGrid tasks={taskIds.map((id) => ({ id, unlocked: false, level: null, attempts: null }))} />
          </>
        ) : (
          <SignedInTraining />
        )}
        <p className="text-sm text-[var(--fg-muted)]">{t('claims')}</p>
      </div>
    </>
  );
}
