import { MicVAD } from '@ricky0123/vad-web';

/**
 * Silero VAD (vad-web) over a microphone stream the caller opened. Loaded only with a dynamic
 * import when hands-free listening starts: the model, its worklet and onnxruntime's WebAssembly are
 * served by this app under /vad/ (copied there at build time, vite.config.ts), never from elsewhere.
 */
export async function listenForUtterance(
  stream: MediaStream,
  handlers: { onSpeechEnd: (samples: Float32Array) => void },
): Promise<{ destroy: () => Promise<void>; pause: () => Promise<void> }> {
  const vad = await MicVAD.new({
    model: 'v5',
    baseAssetPath: '/vad/',
    onnxWASMBasePath: '/vad/',
    getStream: async () => stream,
    // The caller owns the stream: pausing must not stop its tracks, resuming hands back the same one.
    pauseStream: async () => {},
    resumeStream: async () => stream,
    // A learner may pause mid-sentence; 900 ms of quiet ends the utterance.
    redemptionMs: 900,
    onSpeechEnd: handlers.onSpeechEnd,
    // Stopping by hand mid-sentence still sends what was said.
    submitUserSpeechOnPause: true,
    startOnLoad: true,
  });
  return { destroy: () => vad.destroy(), pause: () => vad.pause() };
}
