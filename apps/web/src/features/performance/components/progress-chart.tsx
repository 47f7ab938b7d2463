import { useTranslation } from 'react-i18next';
import type { TaskProgress } from '@brainboost/domain/schemas/brain-training';
import { formatMeasure } from './format-measure';

const width = 560;
const height = 180;
const pad = { left: 64, right: 16, top: 12, bottom: 28 };

/**
 * A line of one task's primary measure over the learner's attempts (drawn as SVG: no chart library
 * to load). The best attempt is marked; a table with the same numbers follows for screen readers.
 */
export function ProgressChart({ task, title }: { task: TaskProgress; title: string }) {
  const { t, i18n } = useTranslation('performance');
  const locale = i18n.resolvedLanguage ?? 'en';
  const values = task.points.map((p) => p.value);
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || Math.abs(max) || 1;
  const lo = min - span * 0.1;
  const hi = max + span * 0.1;
  const x = (i: number) =>
    pad.left + (values.length === 1 ? (width - pad.left - pad.right) / 2 : (i * (width - pad.left - pad.right)) / (values.length - 1));
  const y = (v: number) => pad.top + ((hi - v) * (height - pad.top - pad.bottom)) / (hi - lo);
  const bestIndex = values.indexOf(task.best ?? Number.NaN);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'short' });
  return (
    <figure className="flex flex-col gap-2">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="w-full"
        role="img"
        aria-label={t('chartLabel', { task: title, count: values.length })}
      >
        <line
          x1={pad.left}
          x2={width - pad.right}
          y1={height - pad.bottom}
          y2={height - pad.bottom}
          stroke="currentColor"
          strokeOpacity="0.3"
        />
        {[hi, (hi + lo) / 2, lo].map((v) => (
          <text key={v} x={pad.left - 8} y={y(v) + 4} textAnchor="end" fontSize="11" fill="currentColor">
            {formatMeasure(task.primaryMeasure, v, locale)}
          </text>
        ))}
        <polyline fill="none" stroke="#4f46e5" strokeWidth="2.5" points={values.map((v, i) => `${x(i)},${y(v)}`).join(' ')} />
        {values.map((v, i) => (
          <circle key={i} cx={x(i)} cy={y(v)} r={i === bestIndex ? 6 : 3.5} fill={i === bestIndex ? '#f59e0b' : '#4f46e5'} />
        ))}
        <text x={pad.left} y={height - 8} fontSize="11" fill="currentColor">
          {date.format(new Date(task.points[0]!.finishedAt))}
        </text>
        <text x={width - pad.right} y={height - 8} fontSize="11" fill="currentColor" textAnchor="end">
          {date.format(new Date(task.points.at(-1)!.finishedAt))}
        </text>
      </svg>
      <figcaption className="text-xs text-[var(--fg-muted)]">{t('chartCaption')}</figcaption>
    </figure>
  );
}
