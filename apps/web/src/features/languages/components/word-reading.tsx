import type { LanguageCourseId } from '@brainboost/domain/languages/course-content';
import type { LearnedWord } from '../api/words-api';
import { courseTextLang } from '../course-language';

type Reading = NonNullable<LearnedWord['readings']>[string];

/**
 * Target-language text as learners read it: Japanese with furigana over the kanji, Mandarin with
 * pinyin and Cantonese with Jyutping underneath; other courses as written.
 */
export function WordReading({
  courseId,
  text,
  reading,
  className,
}: {
  courseId: LanguageCourseId;
  text: string;
  reading?: Reading;
  className?: string;
}) {
  const lang = courseTextLang[courseId];
  if (reading && 'furigana' in reading)
    return (
      <span className="flex flex-col">
        <span lang={lang} className={className}>
          {reading.furigana.map((segment, i) =>
            segment.ruby ? (
              <ruby key={i}>
                {segment.text}
                <rp>(</rp>
                <rt className="text-[0.5em] font-normal">{segment.ruby}</rt>
                <rp>)</rp>
              </ruby>
            ) : (
              <span key={i}>{segment.text}</span>
            ),
          )}
        </span>
        <span lang="ja-Latn" className="text-sm text-[var(--fg-muted)]">
          {reading.romaji}
        </span>
      </span>
    );
  const romanised = reading && ('pinyin' in reading ? reading.pinyin : 'jyutping' in reading ? reading.jyutping : undefined);
  return (
    <span className="flex flex-col">
      <span lang={lang} className={className}>
        {text}
      </span>
      {romanised && (
        <span lang={courseId === 'zh' ? 'zh-Latn-pinyin' : 'yue-Latn-jyutping'} className="text-sm text-[var(--fg-muted)]">
          {romanised}
        </span>
      )}
    </span>
  );
}
