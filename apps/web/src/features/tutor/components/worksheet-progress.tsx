import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn';

export type ProgressStage = 'upload' | 'reading' | 'solving' | 'done';
const steps = ['upload', 'reading', 'solving'] as const;

type Props = { stage: ProgressStage; done: number; total: number };

/** Upload → reading → solving, with how far the current stage is (reported by the server after the upload). */
export function WorksheetProgress({ stage, done, total }: Props) {
  const { t } = useTranslation('worksheet');
  const current = stage === 'done' ? steps.length : steps.indexOf(stage);
  const fraction = total > 0 ? Math.min(1, done / total) : 0;
  const percent = Math.round(((Math.max(0, current) + (stage === 'done' ? 0 : fraction)) / steps.length) * 100);
  const label =
    stage === 'upload'
      ? t('progress.uploading', { percent: Math.round(fraction * 100) })
      : stage === 'reading'
        ? t('progress.reading', { done: Math.min(done + 1, total), total })
        : stage === 'solving'
          ? t('progress.solving', { done: Math.min(done + 1, total), total })
          : t('progress.done');
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-[var(--border)] bg-[var(--card)] p-4">
      <ol className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        {steps.map((step, i) => (
          <li
            key={step}
            className={cn('flex items-center gap-2', i === current ? 'font-semibold text-[var(--fg)]' : 'text-[var(--fg-muted)]')}
            aria-current={i === current ? 'step' : undefined}
          >
            <span
              className={cn(
                'flex size-6 items-center justify-center rounded-full border text-xs',
                i < current
                  ? 'border-brand-600 bg-brand-600 text-white'
                  : i === current
                    ? 'border-brand-600 text-brand-700 dark:text-brand-200'
                    : 'border-[var(--border)]',
              )}
            >
              {i < current ? <Check className="size-3.5" aria-hidden="true" /> : i + 1}
            </span>
            {t(`stages.${step}`)}
          </li>
        ))}
      </ol>
      <div
        role="progressbar"
        aria-label={t('progress.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={label}
        className="h-2.5 overflow-hidden rounded-full bg-[var(--bg-subtle)]"
      >
        <div className="h-full rounded-full bg-brand-600 transition-[width] duration-300" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-[var(--fg-muted)]" aria-live="polite">
        {label}
      </p>
    </div>
  );
}
