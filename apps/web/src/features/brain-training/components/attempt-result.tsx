import { useTranslation } from 'react-i18next';
import type { AttemptSummary } from '@brainboost/domain/schemas/brain-training';
import { formatMeasure } from './measure-value';

/** Which measures each result lists, in order (the primary one is shown large above them). */
const shown = [
  'dPrime',
  'hitRate',
  'falseAlarmRate',
  'medianHitRtMs',
  'interferenceMs',
  'congruencyEffectMs',
  'medianCongruentRtMs',
  'medianIncongruentRtMs',
  'commissions',
  'omissions',
  'medianGoRtMs',
  'medianRtMs',
  'sdRtMs',
  'iqrRtMs',
  'lapses',
  'errors',
  'span',
  'totalCorrect',
  'partAMs',
  'partBMs',
  'switchRatio',
  'errorsA',
  'errorsB',
  'meanTableMs',
  'perCellMs',
  'table1Ms',
  'table2Ms',
  'table3Ms',
  'moves',
  'minimumMoves',
  'misses',
  'completionMs',
  'serialRecall',
  'freeRecall',
  'listLength',
  'recalled',
  'reviewed',
];

/** A saved attempt's score, as the server computed it. */
export function AttemptResult({ attempt }: { attempt: AttemptSummary }) {
  const { t, i18n } = useTranslation('cognitiveTasks');
  const locale = i18n.resolvedLanguage ?? 'en';
  const primary = attempt.primaryMeasure === 'accuracy' ? attempt.accuracy : attempt.measures[attempt.primaryMeasure];
  const rows = shown.filter((m) => m !== attempt.primaryMeasure && m in attempt.measures);
  return (
    <div className="flex flex-col gap-4" data-testid="attempt-result">
      <div className="rounded-xl bg-brand-50 p-4 dark:bg-brand-800/30">
        <p className="text-sm text-[var(--fg-muted)]">{t(`measures.${attempt.primaryMeasure}`)}</p>
        <p className="text-4xl font-bold" data-testid="primary-score">
          {formatMeasure(attempt.primaryMeasure, primary, locale)}
        </p>
        <p className="mt-1 text-sm text-[var(--fg-muted)]">{t(attempt.higherIsBetter ? 'higherIsBetter' : 'lowerIsBetter')}</p>
      </div>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-2 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-[var(--fg-muted)]">{t('measures.accuracy')}</dt>
          <dd className="font-semibold">{formatMeasure('accuracy', attempt.accuracy, locale)}</dd>
        </div>
        {rows.map((m) => (
          <div key={m}>
            <dt className="text-sm text-[var(--fg-muted)]">{t(`measures.${m}`)}</dt>
            <dd className="font-semibold">{formatMeasure(m, attempt.measures[m], locale)}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-[var(--fg-muted)]">{t('honestNote')}</p>
    </div>
  );
}
