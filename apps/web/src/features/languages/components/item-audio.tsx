import { Snail, Volume2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { LanguageCourseId } from '@brainboost/domain/languages/course-content';
import { Button } from '../../../components/ui/button';
import { useSpeechPlayback } from './use-speech-playback';

/**
 * Plays an item from the server's text-to-speech, at normal or slow speed. When the audio
 * cannot play, it says so and what to do; the exercise never waits on it.
 */
export function ItemAudio({ courseId, text, autoFocus }: { courseId: LanguageCourseId; text: string; autoFocus?: boolean }) {
  const { t } = useTranslation('languagePractice');
  const { play, failed } = useSpeechPlayback(courseId, text);

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => play('normal')} autoFocus={autoFocus} data-testid="play-audio">
          <Volume2 className="size-4" aria-hidden="true" />
          {t('audio.play')}
        </Button>
        <Button variant="secondary" onClick={() => play('slow')} data-testid="play-audio-slow">
          <Snail className="size-4" aria-hidden="true" />
          {t('audio.slow')}
        </Button>
      </div>
      {failed && (
        <p role="status" className="text-sm text-amber-900 dark:text-amber-100" data-testid="audio-error">
          {t('audio.error')}
        </p>
      )}
    </div>
  );
}
