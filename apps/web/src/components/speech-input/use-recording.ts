import { useEffect, useRef, useState } from 'react';

export type Recording =
  | { status: 'unavailable' }
  | { status: 'idle' }
  | { status: 'recording' }
  | { status: 'recorded'; url: string; blob: Blob }
  | { status: 'denied' };

const canRecord = () => typeof MediaRecorder !== 'undefined' && !!navigator.mediaDevices?.getUserMedia;

/**
 * The learner's own voice, recorded with MediaRecorder to play back beside the model. The
 * recording lives only in this page's memory (an object URL) and is never uploaded.
 */
export function useRecording() {
  const [recording, setRecording] = useState<Recording>(() => (canRecord() ? { status: 'idle' } : { status: 'unavailable' }));
  const recorder = useRef<MediaRecorder | null>(null);
  const url = useRef<string | null>(null);

  const release = () => {
    if (url.current) URL.revokeObjectURL(url.current);
    url.current = null;
  };
  useEffect(
    () => () => {
      recorder.current?.stream.getTracks().forEach((track) => track.stop());
      release();
    },
    [],
  );

  async function start() {
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      setRecording({ status: 'denied' });
      return;
    }
    const chunks: Blob[] = [];
    const next = new MediaRecorder(stream);
    next.addEventListener('dataavailable', (event) => chunks.push(event.data));
    next.addEventListener('stop', () => {
      stream.getTracks().forEach((track) => track.stop());
      release();
      const blob = new Blob(chunks, { type: next.mimeType });
      url.current = URL.createObjectURL(blob);
      setRecording({ status: 'recorded', url: url.current, blob });
    });
    recorder.current = next;
    next.start();
    setRecording({ status: 'recording' });
  }

  const stop = () => recorder.current?.state === 'recording' && recorder.current.stop();

  return { recording, start, stop };
}
