import { Volume2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { LanguageCourseId } from '@brainboost/domain/languages/course-content';
import { Button } from '../../../components/ui/button';
import { useSpeechPlayback } from './use-speech-playback';

/**
 * Plays a word through the server's text-to-speech. Sound never blocks: when it cannot play, a
 * message says so and what to do (try again, or go on without sound).
 */
export function AudioButton({ courseId, text, label }: { courseId: LanguageCourseId; text: string; label: string }) {
  const { t } = useTranslation('languageLearning');
  const { play, failed } = useSpeechPlayback(courseId, text);

  return (
    <div className="flex flex-col items-end gap-1">
      <Button variant="secondary" size="sm" onClick={() => play()} aria-label={label}>
        <Volume2 className="size-4" aria-hidden="true" />
      </Button>
      {failed && (
        <p role="alert" className="max-w-56 text-right text-xs text-red-800 dark:text-red-200">
          {t('words.ttsError')} {t('words.ttsNext')}
        </p>
      )}
    </div>
  );
}
