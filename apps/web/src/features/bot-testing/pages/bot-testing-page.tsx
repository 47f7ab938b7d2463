import { FlaskConical, ListChecks, Play } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/forms/form-alert';
import { LoadingFallback } from '../../../components/loading-fallback';
import { Button } from '../../../components/ui/button';
import { SectionCard } from '../../../components/ui/section-card';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useFormatDate } from '../../../components/use-format-date';
import { useTestCases } from '../api/test-cases';
import { useRecentRuns, useRun, useStartRun } from '../api/test-runs';
import { CaseList } from '../components/case-list';
import { RunResults } from '../components/run-results';

/** /admin/bot-testing: the tutor's test suite, run on demand against the configured tutor. */
export function BotTestingPage() {
  const { t } = useTranslation('botTesting');
  useDocumentTitle(t('page.title'));
  const formatDate = useFormatDate();
  const cases = useTestCases();
  const runs = useRecentRuns();
  const start = useStartRun();
  const [chosen, setChosen] = useState<string | null>(null);
  const shownId = chosen ?? runs.data?.[0]?.id ?? null;
  const run = useRun(shownId);
  const running = run.data?.status === 'running';

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{t('page.title')}</h1>
        <p className="mt-1 text-[var(--fg-muted)]">{t('page.lead')}</p>
      </div>
      <SectionCard icon={<Play className="size-5" aria-hidden="true" />} title={t('run.title')} description={t('run.description')}>
        <div className="flex flex-col gap-4">
          <div>
            <Button
              disabled={start.isPending || running || !cases.data?.length}
              onClick={() => start.mutate(undefined, { onSuccess: (started) => setChosen(started.id) })}
            >
              {running ? t('run.inProgress') : t('run.start')}
            </Button>
          </div>
          {start.error && <FormAlert message={start.error.message} />}
          {run.data ? <RunResults run={run.data} /> : runs.data && <p className="text-[var(--fg-muted)]">{t('run.none')}</p>}
        </div>
      </SectionCard>
      <SectionCard
        icon={<FlaskConical className="size-5" aria-hidden="true" />}
        title={t('cases.title')}
        description={t('cases.description')}
      >
        {cases.isPending && <LoadingFallback />}
        {cases.isError && <FormAlert message={cases.error.message} />}
        {cases.data && <CaseList cases={cases.data} />}
      </SectionCard>
      {runs.data && runs.data.length > 0 && (
        <SectionCard icon={<ListChecks className="size-5" aria-hidden="true" />} title={t('history.title')}>
          <ul className="divide-y divide-[var(--border)]">
            {runs.data.map((r) => (
              <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                <span>
                  {formatDate(r.startedAt, { dateStyle: 'medium', timeStyle: 'short' })} · {t(`trigger.${r.trigger}`)} ·{' '}
                  {t('history.score', { passed: r.passed, total: r.total })}
                </span>
                <Button variant="ghost" size="sm" aria-pressed={r.id === shownId} onClick={() => setChosen(r.id)}>
                  {t('history.show')}
                </Button>
              </li>
            ))}
          </ul>
        </SectionCard>
      )}
    </div>
  );
}
