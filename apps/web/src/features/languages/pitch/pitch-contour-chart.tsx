import type { LanguageCourseId } from '@brainboost/domain/languages/course-content';
import { useTranslation } from 'react-i18next';
import { courseTextLang } from '../course-language';
import type { ContourComparison, ContourPoint, SyllableComparison } from './contour-comparison';

const width = 1000;
const height = 300;
const padding = 16;

/** Blue and orange stay apart for the common colour blindnesses; the dash tells them apart without colour. */
const learnerStroke = 'stroke-sky-700 dark:stroke-sky-300';
const targetStroke = 'stroke-orange-700 dark:stroke-orange-300';

/**
 * The learner's pitch over the item's tone targets, syllable by syllable, with the same story in
 * words for screen readers. Feedback to look at: it makes no claim of a grade.
 */
export function PitchContourChart({ comparison, courseId }: { comparison: ContourComparison; courseId: LanguageCourseId }) {
  const { t } = useTranslation('languagePractice');
  const all = [...comparison.learner.flat(), ...comparison.syllables.flatMap((s) => s.target ?? [])].map((p) => p.semitones);
  const [low, high] = [Math.min(...all) - 1, Math.max(...all) + 1];
  const y = (semitones: number) => padding + ((high - semitones) / (high - low)) * (height - 2 * padding);
  const path = (points: ContourPoint[]) =>
    points.map((p, i) => `${i === 0 ? 'M' : 'L'}${(p.x * width).toFixed(1)},${y(p.semitones).toFixed(1)}`).join(' ');
  const lang = courseTextLang[courseId];

  return (
    <figure className="flex flex-col gap-3" data-testid="pitch-chart">
      <figcaption className="flex flex-col gap-1">
        <span className="text-sm font-medium">{t('pitch.title')}</span>
        <span className="text-xs text-[var(--fg-muted)]">{t('pitch.honest')}</span>
      </figcaption>
      <div className="flex flex-wrap gap-4 text-xs" aria-hidden="true">
        <LegendLine className={learnerStroke} label={t('pitch.legendYours')} />
        <LegendLine className={targetStroke} label={t('pitch.legendTarget')} dashed />
      </div>
      <div className="rounded-lg border border-[var(--border)] bg-[var(--bg-subtle)]">
        <svg
          viewBox={`0 0 ${width} ${height}`}
          preserveAspectRatio="none"
          className="block h-40 w-full sm:h-48"
          role="img"
          aria-label={t('pitch.chartLabel')}
        >
          {comparison.syllables.slice(1).map((s) => (
            <line
              key={s.start}
              x1={s.start * width}
              x2={s.start * width}
              y1={0}
              y2={height}
              className="stroke-[var(--border)]"
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {comparison.syllables.map(
            (s) =>
              s.target && (
                <path
                  key={s.start}
                  d={path(s.target)}
                  fill="none"
                  strokeWidth={6}
                  strokeDasharray="10 6"
                  strokeLinecap="round"
                  className={targetStroke}
                  vectorEffect="non-scaling-stroke"
                  data-testid="target-line"
                />
              ),
          )}
          {comparison.learner.map((run) => (
            <path
              key={run[0]!.x}
              d={run.length > 1 ? path(run) : `${path(run)} l0.1,0`}
              fill="none"
              strokeWidth={3}
              strokeLinecap="round"
              strokeLinejoin="round"
              className={learnerStroke}
              vectorEffect="non-scaling-stroke"
              data-testid="learner-line"
            />
          ))}
        </svg>
        <div className="relative h-12" aria-hidden="true">
          {comparison.syllables.map((s) => (
            <div
              key={s.start}
              className="absolute top-0 flex flex-col items-center text-center leading-tight"
              style={{ left: `${s.start * 100}%`, width: `${(s.end - s.start) * 100}%` }}
            >
              {s.syllable.character && (
                <span lang={lang} className="text-lg">
                  {s.syllable.character}
                </span>
              )}
              <span className="text-xs text-[var(--fg-muted)]">{s.syllable.reading}</span>
            </div>
          ))}
        </div>
      </div>
      <div>
        <p className="text-sm font-medium" id="pitch-summary-heading">
          {t('pitch.summaryHeading')}
        </p>
        <ul aria-labelledby="pitch-summary-heading" className="mt-1 flex flex-col gap-0.5 text-sm" data-testid="pitch-summary">
          {comparison.syllables.map((s) => (
            <SyllableLine key={s.start} comparison={s} lang={lang} />
          ))}
        </ul>
      </div>
    </figure>
  );
}

function SyllableLine({ comparison, lang }: { comparison: SyllableComparison; lang: string }) {
  const { t } = useTranslation('languagePractice');
  const { syllable, learnerShape, targetShape } = comparison;
  return (
    <li>
      <span lang={lang}>{syllable.character ? `${syllable.character} ${syllable.reading}` : syllable.reading}</span>
      {': '}
      {t('pitch.syllable', {
        yours: learnerShape ? t(`pitch.shape.${learnerShape}`) : t('pitch.notHeard'),
        target: targetShape ? t(`pitch.shape.${targetShape}`) : t('pitch.noTarget'),
      })}
    </li>
  );
}

function LegendLine({ className, label, dashed = false }: { className: string; label: string; dashed?: boolean }) {
  return (
    <span className="flex items-center gap-2">
      <svg width="28" height="8" viewBox="0 0 28 8">
        <line
          x1="2"
          y1="4"
          x2="26"
          y2="4"
          strokeWidth={dashed ? 4 : 3}
          strokeDasharray={dashed ? '6 3' : undefined}
          className={className}
        />
      </svg>
      {label}
    </span>
  );
}
