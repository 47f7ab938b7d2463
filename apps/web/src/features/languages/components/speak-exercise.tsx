import { Mic, Square } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { compareSpoken, type SpokenMatch } from '@brainboost/domain/speech/spoken-match';
import { SpeechInputButton } from '../../../components/speech-input/speech-input-button';
import type { SpeechInputError } from '../../../components/speech-input/speech-input-error';
import { useSpeechEngine } from '../../../components/speech-input/use-speech-input';
import { useRecording } from '../../../components/speech-input/use-recording';
import { Button } from '../../../components/ui/button';
import { PitchFeedback } from '../pitch/pitch-feedback';
import { isToneCourse } from '../pitch/tone-targets';
import type { ExerciseProps } from './exercise-props';
import { ItemAudio } from './item-audio';
import { TargetText } from './target-text';

/** The server's self-rating answers of a speaking exercise (lesson-plan.ts: saidIt, tryAgain). */
const saidIt = 'said';
const tryAgain = 'again';

const verdictTone: Record<SpokenMatch, string> = {
  match: 'text-emerald-800 dark:text-emerald-200',
  close: 'text-amber-900 dark:text-amber-100',
  different: 'text-amber-900 dark:text-amber-100',
};

/**
 * Say it aloud: hear the model, record yourself and play it back beside it. Where speech can be
 * recognised (this app's server, or the browser on the device), say it and see what was heard
 * beside the phrase and whether the words came through. The learner's own rating stays the answer
 * everywhere: recognition checks words, not pronunciation, and no score is made up.
 */
export function SpeakExercise({ exercise, courseId, showReadings, locked, onAnswer }: ExerciseProps) {
  const { t } = useTranslation('languagePractice');
  const { recording, start, stop } = useRecording();
  const speechLocale = exercise.speech?.speechLocale ?? courseId;
  const target = exercise.speech?.text ?? exercise.text ?? '';
  const recognition = useSpeechEngine(speechLocale);
  const [heard, setHeard] = useState<{ text: string; verdict: SpokenMatch } | null>(null);
  const [failure, setFailure] = useState<SpeechInputError | null>(null);
  const checking = recognition.engine !== 'none' && target !== '';

  return (
    <div className="flex flex-col gap-5">
      {exercise.text && (
        <p className="text-3xl font-medium sm:text-4xl" data-testid="exercise-text">
          <TargetText courseId={courseId} text={exercise.text} reading={exercise.readings?.[exercise.text]} showReadings={showReadings} />
        </p>
      )}
      {exercise.english && <p className="text-lg text-[var(--fg-muted)]">{exercise.english}</p>}
      <div className="flex flex-col gap-2">
        <p className="text-sm font-medium">{t('speak.model')}</p>
        {exercise.speech && <ItemAudio courseId={courseId} text={exercise.speech.text} />}
      </div>
      {checking && (
        <section className="flex flex-col gap-3 rounded-xl border border-[var(--border)] p-4" aria-labelledby="speak-check-title">
          <h3 id="speak-check-title" className="text-sm font-medium">
            {t('speak.checkTitle')}
          </h3>
          <SpeechInputButton
            lang={speechLocale}
            mode="hands-free"
            label={t('speak.sayIt')}
            onTranscript={(text) => {
              setFailure(null);
              setHeard({ text, verdict: compareSpoken(target, text) });
            }}
            onError={(code) => {
              setHeard(null);
              setFailure(code);
            }}
          />
          <div aria-live="polite" className="flex flex-col gap-1">
            {failure && (
              <p role="alert" className="text-sm text-amber-900 dark:text-amber-100" data-testid="speech-error">
                {t(`errors:${failure}`)}
              </p>
            )}
            {heard && (
              <>
                <p className="text-base" data-testid="speech-heard">
                  {t('speak.weHeard')} <span lang={speechLocale}>{heard.text}</span>
                </p>
                <p className={`text-sm font-medium ${verdictTone[heard.verdict]}`} data-testid="speech-verdict">
                  {t(`speak.${heard.verdict}`)}
                </p>
              </>
            )}
          </div>
          {recognition.engine === 'server' && <p className="text-xs text-[var(--fg-muted)]">{t('speak.privateServer')}</p>}
        </section>
      )}
      <div className="flex flex-col gap-2 rounded-xl border border-[var(--border)] p-4">
        <p className="text-sm font-medium">{t('speak.yourVoice')}</p>
        {recording.status === 'unavailable' && <p className="text-sm text-[var(--fg-muted)]">{t('speak.noRecorder')}</p>}
        {recording.status === 'denied' && (
          <p role="status" className="text-sm text-amber-900 dark:text-amber-100">
            {t('speak.micDenied')}
          </p>
        )}
        {(recording.status === 'idle' || recording.status === 'recorded' || recording.status === 'denied') && (
          <Button variant="secondary" onClick={() => void start()} className="self-start" data-testid="record">
            <Mic className="size-4" aria-hidden="true" />
            {t(recording.status === 'recorded' ? 'speak.recordAgain' : 'speak.record')}
          </Button>
        )}
        {recording.status === 'recording' && (
          <Button variant="secondary" onClick={stop} className="self-start" autoFocus>
            <Square className="size-4" aria-hidden="true" />
            {t('speak.stop')}
          </Button>
        )}
        {recording.status === 'recorded' && (
          <audio controls src={recording.url} aria-label={t('speak.playback')} className="w-full max-w-sm">
            <track kind="captions" />
          </audio>
        )}
        {recording.status === 'recorded' && isToneCourse(courseId) && exercise.text && exercise.readings?.[exercise.text] && (
          <PitchFeedback courseId={courseId} text={exercise.text} reading={exercise.readings[exercise.text]!} recording={recording.blob} />
        )}
        <p className="text-xs text-[var(--fg-muted)]">{t('speak.private')}</p>
      </div>
      {!locked && (
        <div className="flex flex-col gap-2">
          <p className="text-sm text-[var(--fg-muted)]">{t('speak.rateYourself')}</p>
          <div className="flex flex-wrap gap-2">
            <Button size="lg" onClick={() => onAnswer(saidIt)} data-testid="said-it">
              {t('speak.saidIt')}
            </Button>
            <Button size="lg" variant="secondary" onClick={() => onAnswer(tryAgain)} data-testid="try-again">
              {t('speak.tryAgain')}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
