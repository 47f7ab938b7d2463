import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { minimumPeers } from '@brainboost/domain/cognitive/percentile-rank';
import { gradeBandRange, gradeBands, type GradeBand } from '@brainboost/domain/school/grade-band';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/forms/form-alert';
import { LoadingFallback } from '../../../components/loading-fallback';
import { PageHero } from '../../../components/page-hero';
import { ExportLink } from '../../../components/export-link';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/input';
import { visitorPreferences } from '../../../stores/visitor-preferences';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useTrainingProgress } from '../api/progress-api';
import { TaskProgressCard } from '../components/task-progress-card';
import { RequireSignIn } from '../../../components/require-sign-in';

/** The grade band to compare with: the one chosen on this device (onboarding), changeable here. */
function BandChoice({ band }: { band: GradeBand | null }) {
  const { t } = useTranslation(['performance', 'gradeSelection']);
  const id = useId();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <label htmlFor={id} className="text-sm font-medium">
        {t('percentile.bandLabel')}
      </label>
      <Select
        id={id}
        className="max-w-xs"
        value={band ?? ''}
        onChange={(e) => visitorPreferences.set({ ...visitorPreferences.get(), gradeBand: (e.target.value || null) as GradeBand | null })}
        data-testid="band-choice"
      >
        <option value="">{t('percentile.noBand')}</option>
        {gradeBands.map((b) => (
          <option key={b} value={b}>
            {t(`gradeSelection:bands.${b}.name`)} ({t('gradeSelection:grades', gradeBandRange[b])})
          </option>
        ))}
      </Select>
    </div>
  );
}

function Progress() {
  const { t } = useTranslation('performance');
  const band = visitorPreferences.use().gradeBand;
  const progress = useTrainingProgress(band);
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
    <>
      <BandChoice band={band} />
      {!band && <p className="text-sm text-[var(--fg-muted)]">{t('percentile.chooseBand')}</p>}
      <div className="grid gap-6 lg:grid-cols-2">
        {progress.data.tasks.map((task) => (
          <TaskProgressCard key={task.taskId} task={task} minimumPeers={progress.data.minimumPeers} />
        ))}
      </div>
    </>
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
          <p className="text-sm text-[var(--fg-muted)]">{t('note', { minimum: minimumPeers })}</p>
          <ExportLink href="/api/brain-training/export" label={t('download')} />
        </div>
      </>
    </RequireSignIn>
  );
}
