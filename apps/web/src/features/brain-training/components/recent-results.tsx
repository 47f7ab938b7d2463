import { useTranslation } from 'react-i18next';
import type { AttemptSummary } from '@brainboost/domain/schemas/brain-training';
import { formatMeasure } from './measure-value';
import { taskKey } from './task-key';

/** The learner's latest attempts: task, when, and its main measure. */
export function RecentResults({ attempts }: { attempts: AttemptSummary[] }) {
  const { t, i18n } = useTranslation('brainTraining');
  const { t: tc } = useTranslation('cognitiveTasks');
  const locale = i18n.resolvedLanguage ?? 'en';
  if (!attempts.length) return <p className="text-[var(--fg-muted)]">{t('recent.empty')}</p>;
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <table className="w-full text-left text-sm">
      <thead>
        <tr className="border-b border-[var(--border)]">
          <th scope="col" className="py-2">
            {t('recent.task')}
          </th>
          <th scope="col" className="py-2">
            {t('recent.when')}
          </th>
          <th scope="col" className="py-2">
            {t('recent.result')}
          </th>
        </tr>
      </thead>
      <tbody>
        {attempts.map((a) => (
          <tr key={a.id} className="border-b border-[var(--border)] last:border-0">
            <td className="py-2">{tc(`${taskKey(a.taskId)}.name`)}</td>
            <td className="py-2">{when.format(new Date(a.finishedAt))}</td>
            <td className="py-2">
              {tc(`measures.${a.primaryMeasure}`)}:{' '}
              {formatMeasure(a.primaryMeasure, a.primaryMeasure === 'accuracy' ? a.accuracy : a.measures[a.primaryMeasure], locale)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
