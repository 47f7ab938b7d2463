import { useEffect, useState } from 'react';

/** How loud the microphone is, 0 to 1, about 15 times a second while `stream` is open (the listening state's meter). */
export function useLevelMeter(stream: MediaStream | null): number {
  const [level, setLevel] = useState(0);
  useEffect(() => {
    if (!stream || typeof AudioContext === 'undefined') return;
    const context = new AudioContext();
    const analyser = context.createAnalyser();
    analyser.fftSize = 512;
    context.createMediaStreamSource(stream).connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    const timer = window.setInterval(() => {
      analyser.getFloatTimeDomainData(samples);
      let sum = 0;
      for (const sample of samples) sum += sample * sample;
      // Speech sits around -30 to -10 dBFS: map -60…0 dB onto the meter so a voice fills most of it.
      const db = 10 * Math.log10(sum / samples.length + 1e-10);
      setLevel(Math.max(0, Math.min(1, (db + 60) / 60)));
    }, 66);
    return () => {
      window.clearInterval(timer);
      setLevel(0);
      void context.close();
    };
  }, [stream]);
  return level;
}
