import { useEffect, useRef, useState } from 'react';
import type { LanguageCourseId } from '@brainboost/domain/languages/course-content';
import { speechUrl, type SpeechSpeed } from '../course-language';

/**
 * Plays a course text from the server's text-to-speech, one sound at a time. `failed` says the last
 * one could not play (the caller says so and what to do; nothing waits on the sound).
 */
export function useSpeechPlayback(courseId: LanguageCourseId, text: string) {
  const [failed, setFailed] = useState(false);
  const playing = useRef<HTMLAudioElement | null>(null);
  useEffect(() => () => playing.current?.pause(), []);
  useEffect(() => setFailed(false), [text]);

  const play = (speed: SpeechSpeed = 'normal') => {
    playing.current?.pause();
    const audio = new Audio(speechUrl(courseId, text, speed));
    playing.current = audio;
    setFailed(false);
    audio.addEventListener('error', () => setFailed(true), { once: true });
    audio.play().catch((err: unknown) => {
      // A newer play() interrupting this one is not a failure.
      if ((err as Error).name !== 'AbortError') setFailed(true);
    });
  };
  return { play, failed };
}
