import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/forms/form-alert';
import { LoadingFallback } from '../../../components/loading-fallback';
import { PageHero } from '../../../components/page-hero';
import { Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useTrainingProgress } from '../api/progress-api';
import { TaskProgressCard } from '../components/task-progress-card';
import { RequireSignIn } from '../../../components/require-sign-in';

function Progress() {
  const { t } = useTranslation('performance');
  const progress = useTrainingProgress();
  if (progress.isPending) return <LoadingFallback />;
  if (progress.isError) return <FormAlert message={t('errors:generic.internal')} />;
  if (!progress.data.tasks.length) {
    return (
      <div className="flex flex-col items-start gap-3">
        <p>{t('empty')}</p>
        <Button asChild>
          <Link to="/brain-training">{t('startTraining')}</Link>
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {progress.data.tasks.map((task) => (
        <TaskProgressCard key={task.taskId} task={task} />
      ))}
    </div>
  );
}

/** /performance-tracking: each task's results over time, personal bests and trends. */
export function PerformanceTrackingPage() {
  const { t } = useTranslation('performance');
  useDocumentTitle(t('title'));
  return (
    <RequireSignIn>
      <>
        <PageHero title={t('title')} lead={t('lead')} />
        <div className="mx-auto flex max-w-5xl flex-col gap-6 px-6 py-10">
          <Progress />
          <p className="text-sm text-[var(--fg-muted)]">{t('note')}</p>
        </div>
      </>
    </RequireSignIn>
  );
}
