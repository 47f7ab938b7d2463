import { useEffect, useRef, useState } from 'react';
import { voiceLanguageOf } from '@brainboost/domain/speech/voice-language';
import { maxUtteranceSeconds } from '@brainboost/domain/schemas/speech-input';
import { microphoneError, transcriptionError, type SpeechInputError } from './speech-input-error';
import { useSpeechStatus } from './speech-status-query';
import { transcribeAudio } from './transcribe-audio';
import { useLevelMeter } from './use-level-meter';
import { useOnDeviceRecognition } from './use-on-device-recognition';
import { encodeWav } from './wav-encoding';

export type SpeechInputMode = 'push-to-talk' | 'hands-free';
export type SpeechInputState = 'idle' | 'listening' | 'processing' | 'unavailable' | 'denied';
/** Who turns speech into text: this app's server, the browser on the device, or nobody. */
export type SpeechInputEngine = 'server' | 'browser' | 'none';

export type SpeechInputOptions = {
  /** BCP 47 locale of what will be said (`es-ES`, `zh-TW`, `yue-HK`). */
  lang: string;
  mode: SpeechInputMode;
  onTranscript: (text: string) => void;
  /** A key of the `errors` namespace. */
  onError: (code: SpeechInputError) => void;
};

const canRecord = () => typeof MediaRecorder !== 'undefined' && !!navigator.mediaDevices?.getUserMedia;
/** The VAD's audio comes at 16 kHz. */
const vadSampleRate = 16000;
/** Recording stops a little before the server's limit, so a long answer is cut rather than refused. */
const maxListeningMs = (maxUtteranceSeconds - 1) * 1000;

type Session = {
  stream: MediaStream;
  recorder: MediaRecorder | null;
  vad: { destroy: () => Promise<void>; pause: () => Promise<void> } | null;
  timer: number;
  sent: boolean;
};

/**
 * Which engine would turn speech in `lang` into text here: the server's when it offers recognition
 * and voice is on for this account, else the browser's on-device one, else none (and why, when a
 * reason can be given). A page uses it to decide what to offer beside the microphone button.
 */
export function useSpeechEngine(lang: string) {
  const status = useSpeechStatus();
  const onDevice = useOnDeviceRecognition(lang);
  const serverAvailable =
    status.data?.recognition === 'server' && status.data.voice === 'allowed' && !!voiceLanguageOf(lang) && canRecord();
  const engine: SpeechInputEngine = serverAvailable ? 'server' : onDevice.available ? 'browser' : 'none';
  const unavailableReason: SpeechInputError | null =
    engine === 'none' && status.data?.voice === 'parent-permission' ? 'voice.parentPermissionRequired' : null;
  return { engine, unavailableReason, loading: status.isPending, onDevice };
}

/**
 * Speech input (issue 30, contract 2). Uses the server's recognition when `/api/speech/status`
 * offers it: push-to-talk records until stop(); hands-free stops by itself when Silero VAD hears
 * the end of speech. Else the browser's own recognition where it runs on the device; else the
 * state is `unavailable` and the caller offers typing. The audio lives in memory until it is sent.
 */
export function useSpeechInput({ lang, mode, onTranscript, onError }: SpeechInputOptions) {
  const { engine, unavailableReason, loading, onDevice } = useSpeechEngine(lang);
  const voiceLanguage = voiceLanguageOf(lang);

  const [phase, setPhase] = useState<'idle' | 'listening' | 'processing' | 'denied'>('idle');
  const [stream, setStream] = useState<MediaStream | null>(null);
  const level = useLevelMeter(stream);
  const session = useRef<Session | null>(null);
  const request = useRef<AbortController | null>(null);
  const callbacks = useRef({ onTranscript, onError });
  callbacks.current = { onTranscript, onError };

  const release = () => {
    const current = session.current;
    session.current = null;
    setStream(null);
    if (!current) return;
    window.clearTimeout(current.timer);
    void current.vad?.destroy();
    current.stream.getTracks().forEach((track) => track.stop());
  };
  useEffect(
    () => () => {
      request.current?.abort();
      release();
    },
    [],
  );

  async function send(audio: Blob) {
    if (!voiceLanguage) return;
    setPhase('processing');
    const controller = new AbortController();
    request.current = controller;
    try {
      const text = await transcribeAudio(audio, voiceLanguage, controller.signal);
      if (text) callbacks.current.onTranscript(text);
      else callbacks.current.onError('speech.audioEmpty');
    } catch (err) {
      if ((err as Error).name === 'AbortError') return;
      callbacks.current.onError(transcriptionError(err));
    } finally {
      if (request.current === controller) {
        request.current = null;
        setPhase('idle');
      }
    }
  }

  /** Sends what a session heard, once, and lets go of the microphone. */
  const finish = (current: Session, audio: Blob | null) => {
    if (current.sent) return;
    current.sent = true;
    release();
    if (audio && audio.size > 0) void send(audio);
    else setPhase('idle');
  };

  function recordUntilStopped(current: Session) {
    const chunks: Blob[] = [];
    const recorder = new MediaRecorder(current.stream);
    recorder.addEventListener('dataavailable', (event) => chunks.push(event.data));
    recorder.addEventListener('stop', () => finish(current, new Blob(chunks, { type: recorder.mimeType })));
    current.recorder = recorder;
    recorder.start();
  }

  async function startServer() {
    if (!window.isSecureContext) {
      setPhase('denied');
      callbacks.current.onError('speech.micInsecure');
      return;
    }
    let opened: MediaStream;
    try {
      opened = await navigator.mediaDevices.getUserMedia({ audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true } });
    } catch (err) {
      setPhase('denied');
      callbacks.current.onError(microphoneError(err));
      return;
    }
    const current: Session = { stream: opened, recorder: null, vad: null, timer: 0, sent: false };
    session.current = current;
    setStream(opened);
    setPhase('listening');
    current.timer = window.setTimeout(() => stop(), maxListeningMs);
    if (mode === 'push-to-talk') return recordUntilStopped(current);
    try {
      const { listenForUtterance } = await import('./hands-free-vad');
      const vad = await listenForUtterance(opened, {
        onSpeechEnd: (samples) => finish(current, encodeWav(samples, vadSampleRate)),
      });
      if (session.current !== current) return void vad.destroy();
      current.vad = vad;
    } catch {
      // The VAD could not load (an old browser, no WebAssembly): the learner taps again to stop.
      if (session.current === current) recordUntilStopped(current);
    }
  }

  function startBrowser() {
    setPhase('listening');
    onDevice.listen({
      onResult: (text) => (text ? callbacks.current.onTranscript(text) : callbacks.current.onError('speech.audioEmpty')),
      onError: (code) => {
        if (code === 'not-allowed' || code === 'service-not-allowed') {
          setPhase('denied');
          callbacks.current.onError(window.isSecureContext ? 'speech.micDenied' : 'speech.micInsecure');
        } else if (code === 'no-speech') callbacks.current.onError('speech.audioEmpty');
        else if (code !== 'aborted') callbacks.current.onError('speech.processingFailed');
      },
      onEnd: () => setPhase((phase) => (phase === 'denied' ? phase : 'idle')),
    });
  }

  function start() {
    if (phase === 'listening' || phase === 'processing') return;
    if (engine === 'server') void startServer();
    else if (engine === 'browser') startBrowser();
    else callbacks.current.onError(unavailableReason ?? 'speech.micUnsupported');
  }

  function stop() {
    if (engine === 'browser') return onDevice.stop();
    const current = session.current;
    if (!current) return;
    if (current.recorder?.state === 'recording') current.recorder.stop();
    else if (current.vad)
      // Whatever was being said when the learner stopped is sent (submitUserSpeechOnPause); silence is just dropped.
      void current.vad.pause().then(() => finish(current, null));
    else finish(current, null);
  }

  const state: SpeechInputState = engine === 'none' && phase === 'idle' ? 'unavailable' : phase;
  return { state, start, stop, supported: engine !== 'none', engine, level, unavailableReason, loading };
}
