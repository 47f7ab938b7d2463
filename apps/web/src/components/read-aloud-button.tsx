import { Snail, Square, Volume2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SpeechSpeed } from '@brainboost/domain/schemas/speech';
import { speechLanguageOf, speechParts } from '@brainboost/domain/speech/speech-parts';
import { ApiError } from '../lib/api-client';
import { toast } from '../lib/toast';
import { useSession } from '../stores/session-store';
import { Button } from './ui/button';
import { fetchSpeech, playBlob } from './read-aloud-audio';

/**
 * "Read aloud" and "Read slowly" for a text in `locale`, for signed-in users (the route needs a
 * session). Long text is read part after part, the next fetched while one plays. Shown only when
 * a voice reads the language.
 */
export function ReadAloudButton({ text, locale, className }: { text: string; locale: string; className?: string }) {
  const { t } = useTranslation('common');
  const session = useSession();
  const [playing, setPlaying] = useState<SpeechSpeed | null>(null);
  const controller = useRef<AbortController | null>(null);
  const audio = useRef<HTMLAudioElement | null>(null);
  useEffect(() => () => controller.current?.abort(), []);
  const lang = speechLanguageOf(locale);
  if (session.status !== 'signedIn' || !lang || !text.trim()) return null;

  async function read(speed: SpeechSpeed) {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    audio.current ??= new Audio();
    setPlaying(speed);
    try {
      const parts = speechParts(text);
      let next = fetchSpeech(parts[0]!, lang!, speed, current.signal);
      for (let i = 0; i < parts.length && !current.signal.aborted; i++) {
        const blob = await next;
        if (i + 1 < parts.length) next = fetchSpeech(parts[i + 1]!, lang!, speed, current.signal);
        await playBlob(audio.current, blob, current.signal);
      }
    } catch (err) {
      if (!current.signal.aborted) {
        toast.error(err instanceof ApiError ? err.message : t('errors:speech.ttsFailed'), { description: t('readAloud.failedHint') });
      }
    } finally {
      if (controller.current === current) {
        controller.current = null;
        setPlaying(null);
      }
    }
  }

  function stop() {
    controller.current?.abort();
    controller.current = null;
    setPlaying(null);
  }

  return (
    <div className={`flex flex-wrap items-center gap-2 ${className ?? ''}`} role="group" aria-label={t('readAloud.group')}>
      {playing ? (
        <Button variant="secondary" size="sm" onClick={stop}>
          <Square className="size-4" aria-hidden="true" />
          {t('readAloud.stop')}
        </Button>
      ) : (
        <>
          <Button variant="secondary" size="sm" onClick={() => void read('normal')}>
            <Volume2 className="size-4" aria-hidden="true" />
            {t('readAloud.listen')}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => void read('slow')}>
            <Snail className="size-4" aria-hidden="true" />
            {t('readAloud.slower')}
          </Button>
        </>
      )}
    </div>
  );
}
