import { useEffect, useRef, useState } from 'react';

/** The parts of the Web Speech API used here (not in TypeScript's DOM types yet). */
type Recognition = {
  lang: string;
  interimResults: boolean;
  processLocally?: boolean;
  onresult: ((event: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  onerror: ((event: { error?: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
};
type RecognitionClass = {
  new (): Recognition;
  available?: (options: { langs: string[]; processLocally: boolean }) => Promise<string>;
};

const recognitionClass = (): RecognitionClass | undefined =>
  (window as unknown as { SpeechRecognition?: RecognitionClass }).SpeechRecognition ??
  (window as unknown as { webkitSpeechRecognition?: RecognitionClass }).webkitSpeechRecognition;

export type OnDeviceListening = {
  onResult: (text: string) => void;
  /** `not-allowed`: the microphone was refused; other codes are the Web Speech API's. */
  onError: (code: string) => void;
  onEnd: () => void;
};

/**
 * The browser's speech recognition, used only when it runs on the device: the learner's voice
 * never leaves it (decision 0097). Browsers that would send audio to a service get no offer.
 */
export function useOnDeviceRecognition(speechLocale: string) {
  const [available, setAvailable] = useState(false);
  const active = useRef<Recognition | null>(null);

  useEffect(() => {
    const Class = recognitionClass();
    let cancelled = false;
    Class?.available?.({ langs: [speechLocale], processLocally: true })
      .then((status) => !cancelled && setAvailable(status === 'available'))
      .catch(() => undefined);
    return () => {
      cancelled = true;
      active.current?.abort();
    };
  }, [speechLocale]);

  function listen(handlers: OnDeviceListening) {
    const Class = recognitionClass();
    if (!Class || !available) return;
    const recognition = new Class();
    recognition.lang = speechLocale;
    recognition.interimResults = false;
    recognition.processLocally = true;
    recognition.onresult = (event) => handlers.onResult(event.results[0]?.[0]?.transcript ?? '');
    recognition.onerror = (event) => handlers.onError(event.error ?? 'unknown');
    recognition.onend = () => {
      active.current = null;
      handlers.onEnd();
    };
    active.current = recognition;
    recognition.start();
  }

  /** Ends listening; what was heard so far still arrives as a result. */
  const stop = () => active.current?.stop();

  return { available, listen, stop };
}
