import { loopableNoise, type NoiseColour } from './noise';

/** Seconds of noise per loop: long enough that the repetition is not heard. */
const loopSeconds = 10;
const fadeSeconds = 0.5;

export type AmbientPlayer = {
  play(colour: NoiseColour): Promise<void>;
  stop(): void;
  setVolume(volume: number): void;
  close(): Promise<void>;
};

/** Plays generated noise through Web Audio: a looping buffer per colour, a gain node for volume, short fades. */
export function createAmbientPlayer(initialVolume: number): AmbientPlayer {
  const context = new AudioContext();
  const gain = context.createGain();
  gain.gain.value = 0;
  gain.connect(context.destination);
  let volume = initialVolume;
  let source: AudioBufferSourceNode | null = null;
  const buffers = new Map<NoiseColour, AudioBuffer>();

  const bufferFor = (colour: NoiseColour) => {
    let buffer = buffers.get(colour);
    if (!buffer) {
      const length = Math.round(context.sampleRate * loopSeconds);
      const fade = Math.round(context.sampleRate * 0.05);
      buffer = context.createBuffer(2, length, context.sampleRate);
      // Independent channels sound wider than the same noise in both ears.
      buffer.copyToChannel(loopableNoise(colour, length, fade) as Float32Array<ArrayBuffer>, 0);
      buffer.copyToChannel(loopableNoise(colour, length, fade) as Float32Array<ArrayBuffer>, 1);
      buffers.set(colour, buffer);
    }
    return buffer;
  };

  const stopSource = () => {
    const old = source;
    source = null;
    if (!old) return;
    gain.gain.setTargetAtTime(0, context.currentTime, fadeSeconds / 4);
    old.stop(context.currentTime + fadeSeconds);
  };

  return {
    async play(colour) {
      await context.resume();
      stopSource();
      const next = context.createBufferSource();
      next.buffer = bufferFor(colour);
      next.loop = true;
      next.connect(gain);
      next.start();
      source = next;
      gain.gain.cancelScheduledValues(context.currentTime);
      gain.gain.setTargetAtTime(volume, context.currentTime, fadeSeconds / 4);
    },
    stop: stopSource,
    setVolume(next) {
      volume = next;
      if (source) gain.gain.setTargetAtTime(next, context.currentTime, 0.05);
    },
    async close() {
      stopSource();
      await context.close();
    },
  };
}
