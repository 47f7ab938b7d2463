import { TranscriptionError, type Transcriber } from './transcription.port.js';

/** No engine configured (STT_ENGINE=none): the browser's own recognition, where it has one, is all there is. */
export const noTranscription: Transcriber = {
  kind: 'none',
  transcribe: async () => {
    throw new TranscriptionError('unavailable', 'no speech-to-text engine is configured');
  },
};
