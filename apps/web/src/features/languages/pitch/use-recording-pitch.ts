import { useEffect, useState } from 'react';
import { trackPitch, type PitchTrack } from './pitch-track';

export type RecordingPitch = { status: 'analysing' } | { status: 'unavailable' } | { status: 'ready'; track: PitchTrack };

/** YIN's search grows with the square of the frame length; speech pitch needs no more than this. */
const analysisRate = 16000;

/**
 * The pitch track of the learner's recording, decoded in the browser: the audio never leaves the
 * device. (The Blob itself, not its object URL: the app's CSP doesn't let fetch() read blob: URLs.)
 */
export function useRecordingPitch(recording: Blob): RecordingPitch {
  const [pitch, setPitch] = useState<RecordingPitch>({ status: 'analysing' });
  useEffect(() => {
    let current = true;
    setPitch({ status: 'analysing' });
    void decodeMono(recording)
      .then((samples) => ({ status: 'ready', track: trackPitch(samples, analysisRate) }) as const)
      .catch(() => ({ status: 'unavailable' }) as const)
      .then((next) => current && setPitch(next));
    return () => {
      current = false;
    };
  }, [recording]);
  return pitch;
}

async function decodeMono(recording: Blob): Promise<Float32Array> {
  if (typeof OfflineAudioContext === 'undefined') throw new Error('No Web Audio in this browser');
  const bytes = await recording.arrayBuffer();
  // decodeAudioData resamples to its context's rate, so the tracker always sees 16 kHz.
  const audio = await new OfflineAudioContext(1, 1, analysisRate).decodeAudioData(bytes);
  const mono = new Float32Array(audio.length);
  for (let channel = 0; channel < audio.numberOfChannels; channel++) {
    const data = audio.getChannelData(channel);
    for (let i = 0; i < data.length; i++) mono[i]! += data[i]! / audio.numberOfChannels;
  }
  return mono;
}
