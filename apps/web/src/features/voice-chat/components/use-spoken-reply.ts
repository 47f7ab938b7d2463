import { useCallback, useEffect, useRef, useState } from 'react';
import type { SpeechLanguage } from '@brainboost/domain/schemas/speech';
import { speechParts } from '@brainboost/domain/speech/speech-parts';
import { fetchSpeech, playBlob } from '../../../components/read-aloud-audio';

/**
 * Reads a streamed reply aloud sentence by sentence, in order, as the sentences arrive: each is
 * fetched from /api/speech/tts while the one before plays. `stop` silences it and drops the rest.
 */
export function useSpokenReply(onError: (err: unknown) => void) {
  const [speaking, setSpeaking] = useState(false);
  const controller = useRef<AbortController | null>(null);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const audio = useRef<HTMLAudioElement | null>(null);
  const pending = useRef(0);

  const stop = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    queue.current = Promise.resolve();
    pending.current = 0;
    setSpeaking(false);
  }, []);
  useEffect(() => stop, [stop]);

  const speak = useCallback(
    (text: string, lang: SpeechLanguage) => {
      if (!text.trim()) return;
      controller.current ??= new AbortController();
      const { signal } = controller.current;
      audio.current ??= new Audio();
      const player = audio.current;
      for (const part of speechParts(text)) {
        // Fetched now, played in turn: the next sentence is ready when the one before ends.
        const clip = fetchSpeech(part, lang, 'normal', signal);
        clip.catch(() => {});
        pending.current += 1;
        setSpeaking(true);
        queue.current = queue.current.then(async () => {
          try {
            if (!signal.aborted) await playBlob(player, await clip, signal);
          } catch (err) {
            if (!signal.aborted) onError(err);
          } finally {
            pending.current -= 1;
            if (pending.current === 0 && !signal.aborted) setSpeaking(false);
          }
        });
      }
    },
    [onError],
  );

  return { speak, stop, speaking };
}
