import { useTranslation } from 'react-i18next';
import type { RunDetail } from '@brainboost/domain/schemas/bot-testing';
import { useFormatDate } from '../../../components/use-format-date';
import { ExpectationLabel } from './expectation-label';
import { PassBadge } from './pass-badge';
import { ReplySummary } from './reply-summary';

/** A run's totals, its progress while running, and each case's outcome, latency and reply. */
export function RunResults({ run }: { run: RunDetail }) {
  const { t } = useTranslation('botTesting');
  const formatDate = useFormatDate();
  const done = run.results.length;
  const rate = done ? Math.round((run.passed / Math.max(1, run.passed + run.failed)) * 100) : null;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2 text-sm" aria-live="polite">
        <span className="font-semibold">
          {run.status === 'running'
            ? t('run.running', { done, total: run.total })
            : t('run.finished', { date: formatDate(run.finishedAt ?? run.startedAt, { dateStyle: 'medium', timeStyle: 'short' }) })}
        </span>
        <span>{t('run.passed', { count: run.passed })}</span>
        <span>{t('run.failed', { count: run.failed })}</span>
        {rate !== null && <span>{t('run.passRate', { rate })}</span>}
        <span className="text-[var(--fg-muted)]">{t('run.provider', { provider: run.provider })}</span>
      </div>
      {run.status === 'running' && (
        <progress className="h-2 w-full accent-brand-600" max={run.total} value={done} aria-label={t('run.progress')} />
      )}
      {/* Scrolls sideways on narrow screens; focusable so keyboard users can scroll it too. */}
      <div className="overflow-x-auto" role="region" aria-label={t('run.tableCaption')} tabIndex={0}>
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('run.tableCaption')}</caption>
          <thead className="border-b border-[var(--border)] text-xs text-[var(--fg-muted)] uppercase">
            <tr>
              <th scope="col" className="py-2 pr-3">
                {t('run.case')}
              </th>
              <th scope="col" className="py-2 pr-3">
                {t('run.result')}
              </th>
              <th scope="col" className="py-2 pr-3 text-right whitespace-nowrap">
                {t('run.latency')}
              </th>
              <th scope="col" className="py-2">
                {t('run.output')}
              </th>
            </tr>
          </thead>
          <tbody>
            {run.results.map((result, i) => (
              <tr key={i} className="border-b border-[var(--border)] align-top last:border-0">
                <td className="py-2 pr-3">
                  <span className="block font-medium">{result.prompt}</span>
                  <span className="text-xs text-[var(--fg-muted)]">
                    <ExpectationLabel expectation={result.expectation} />
                  </span>
                </td>
                <td className="py-2 pr-3">
                  <PassBadge passed={result.passed} />
                </td>
                <td className="py-2 pr-3 text-right whitespace-nowrap tabular-nums">{t('run.ms', { ms: result.latencyMs })}</td>
                <td className="py-2">
                  <ReplySummary output={result.output} failure={result.failure} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
