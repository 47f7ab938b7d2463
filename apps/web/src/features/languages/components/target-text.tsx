import type { LanguageCourseId } from '@brainboost/domain/languages/course-content';
import type { CourseReading } from '@brainboost/domain/languages/course-readings';
import { courseTextLang } from '../course-language';
import { rubyPairs } from './ruby-pairs';

/**
 * Target-language text in its script, marked with its language; with readings on, pinyin or
 * Jyutping over each character and furigana over kanji, as <ruby>.
 */
export function TargetText({
  courseId,
  text,
  reading,
  showReadings,
  className,
}: {
  courseId: LanguageCourseId;
  text: string;
  reading?: CourseReading | undefined;
  showReadings: boolean;
  className?: string;
}) {
  const pairs = showReadings && reading ? rubyPairs(text, reading) : null;
  return (
    <span lang={courseTextLang[courseId]} className={className}>
      {pairs
        ? pairs.map(([base, ruby], i) =>
            ruby ? (
              <ruby key={i}>
                {base}
                <rp>(</rp>
                <rt className="text-[0.55em] font-normal text-[var(--fg-muted)]">{ruby}</rt>
                <rp>)</rp>
              </ruby>
            ) : (
              <span key={i}>{base}</span>
            ),
          )
        : text}
    </span>
  );
}
