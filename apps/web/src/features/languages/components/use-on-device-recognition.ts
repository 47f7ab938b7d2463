import { useEffect, useRef, useState } from 'react';

/** The parts of the Web Speech API used here (not in TypeScript's DOM types yet). */
type Recognition = {
  lang: string;
  interimResults: boolean;
  processLocally?: boolean;
  onresult: ((event: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  onerror: (() => void) | null;
  onend: (() => void) | null;
  start(): void;
  abort(): void;
};
type RecognitionClass = {
  new (): Recognition;
  available?: (options: { langs: string[]; processLocally: boolean }) => Promise<string>;
};

const recognitionClass = (): RecognitionClass | undefined =>
  (window as unknown as { SpeechRecognition?: RecognitionClass }).SpeechRecognition ??
  (window as unknown as { webkitSpeechRecognition?: RecognitionClass }).webkitSpeechRecognition;

/**
 * The browser's speech recognition, used only when it runs on the device: the learner's voice
 * never leaves it (decision 0097). Browsers that would send audio to a service get no offer.
 */
export function useOnDeviceRecognition(speechLocale: string) {
  const [available, setAvailable] = useState(false);
  const [listening, setListening] = useState(false);
  const [heard, setHeard] = useState<string | null>(null);
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

  function listen() {
    const Class = recognitionClass();
    if (!Class || !available) return;
    const recognition = new Class();
    recognition.lang = speechLocale;
    recognition.interimResults = false;
    recognition.processLocally = true;
    recognition.onresult = (event) => setHeard(event.results[0]?.[0]?.transcript ?? '');
    recognition.onerror = () => setListening(false);
    recognition.onend = () => setListening(false);
    active.current = recognition;
    setHeard(null);
    setListening(true);
    recognition.start();
  }

  return { available, listening, heard, listen };
}
