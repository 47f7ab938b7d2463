import { Mic, Square } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { PitchFeedback } from '../pitch/pitch-feedback';
import { isToneCourse } from '../pitch/tone-targets';
import type { ExerciseProps } from './exercise-props';
import { ItemAudio } from './item-audio';
import { TargetText } from './target-text';
import { useOnDeviceRecognition } from './use-on-device-recognition';
import { useRecording } from './use-recording';

/** The server's self-rating answers of a speaking exercise (lesson-plan.ts: saidIt, tryAgain). */
const saidIt = 'said';
const tryAgain = 'again';

/**
 * Say it aloud: hear the model, record yourself and play it back beside it (or, where the
 * browser recognises speech on the device, see what it heard), then rate yourself. No score is
 * made up: the learner's own rating is the answer, and the page says so.
 */
export function SpeakExercise({ exercise, courseId, showReadings, locked, onAnswer }: ExerciseProps) {
  const { t } = useTranslation('languagePractice');
  const { recording, start, stop } = useRecording();
  const recognition = useOnDeviceRecognition(exercise.speech?.speechLocale ?? courseId);
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
        {recognition.available && (
          <div className="flex flex-col gap-1">
            <Button variant="secondary" onClick={recognition.listen} disabled={recognition.listening} className="self-start">
              {t(recognition.listening ? 'speak.listening' : 'speak.recognise')}
            </Button>
            {recognition.heard !== null && (
              <p role="status" className="text-sm">
                {t('speak.heard')} <span lang={exercise.speech?.speechLocale}>{recognition.heard || '…'}</span>
              </p>
            )}
          </div>
        )}
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
