import { useTranslation } from 'react-i18next';
import type { LanguageCourseId } from '@brainboost/domain/languages/course-content';
import type { LearnedWord } from '../api/words-api';
import { otherScriptLang } from '../course-language';
import { AudioButton } from './audio-button';
import { WordReading } from './word-reading';

/** One word the learner has met: its forms and reading, meaning, part of speech, an example, audio, and whether it is learned. */
export function WordCard({ courseId, word }: { courseId: LanguageCourseId; word: LearnedWord }) {
  const { t } = useTranslation('languageLearning');
  const reading = word.readings?.[word.text];
  const otherScript =
    reading && ('traditional' in reading ? reading.traditional : 'simplified' in reading ? reading.simplified : undefined);
  const learned = word.card === 'review';
  return (
    <article
      className="flex h-full flex-col gap-3 rounded-2xl border border-[var(--border)] bg-[var(--card)] p-5 shadow-sm"
      data-testid="word"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 className="min-w-0">
          <WordReading courseId={courseId} text={word.text} reading={reading} className="text-2xl font-semibold" />
        </h2>
        <AudioButton courseId={courseId} text={word.speech.text} label={t('words.play', { word: word.text })} />
      </div>
      {otherScript && otherScript !== word.text && (
        <p className="text-sm">
          <span className="text-[var(--fg-muted)]">{courseId === 'zh' ? t('words.traditional') : t('words.simplified')}: </span>
          <span lang={otherScriptLang[courseId]}>{otherScript}</span>
        </p>
      )}
      <p>
        <span className="font-medium">{[word.gloss, ...word.glosses.filter((g) => g !== word.gloss)].join('; ')}</span>
      </p>
      <div className="flex flex-wrap gap-2 text-xs">
        <span className="rounded-full bg-[var(--bg-subtle)] px-2.5 py-1">{t(`pos.${word.pos}`)}</span>
        {word.gender && <span className="rounded-full bg-[var(--bg-subtle)] px-2.5 py-1">{t(`gender.${word.gender}`)}</span>}
        <span
          className={
            learned
              ? 'rounded-full bg-emerald-100 px-2.5 py-1 font-medium text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100'
              : 'rounded-full bg-sky-100 px-2.5 py-1 font-medium text-sky-900 dark:bg-sky-900/40 dark:text-sky-100'
          }
          data-testid="word-status"
        >
          {learned ? t('words.learned') : t('words.learning')}
        </span>
      </div>
      <div className="border-t border-[var(--border)] pt-3 text-sm">
        <p className="text-xs font-medium tracking-wide text-[var(--fg-muted)] uppercase">{t('words.example')}</p>
        <WordReading courseId={courseId} text={word.example.text} reading={word.readings?.[word.example.text]} className="mt-1 text-base" />
        <p className="mt-1 text-[var(--fg-muted)]">{word.example.translation}</p>
      </div>
    </article>
  );
}
