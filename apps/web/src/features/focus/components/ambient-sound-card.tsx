import { Volume2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/ui/section-card';
import { Button } from '../../../components/ui/button';
import { ChoiceGroup } from '../../../components/ui/choice-group';
import type { AmbientPlayer } from '../audio/ambient-player';
import { noiseColours, type NoiseColour } from '../audio/noise-colours';

/** Generated background noise; the audio code loads on the first press of Play. */
export function AmbientSoundCard() {
  const { t } = useTranslation('focus');
  const volumeId = useId();
  const [colour, setColour] = useState<NoiseColour>('pink');
  const [volume, setVolume] = useState(40);
  const [playing, setPlaying] = useState(false);
  const [failed, setFailed] = useState(false);
  const player = useRef<AmbientPlayer | null>(null);

  useEffect(
    () => () => {
      void player.current?.close();
      player.current = null;
    },
    [],
  );

  const play = async (next: NoiseColour) => {
    try {
      if (!player.current) {
        const { createAmbientPlayer } = await import('../audio/ambient-player');
        player.current = createAmbientPlayer(volume / 100);
      }
      await player.current.play(next);
      setPlaying(true);
      setFailed(false);
    } catch {
      setFailed(true);
    }
  };

  return (
    <SectionCard icon={<Volume2 className="size-5" aria-hidden="true" />} title={t('sound.title')} description={t('sound.description')}>
      <div className="flex flex-col gap-4">
        <ChoiceGroup
          label={t('sound.colour')}
          value={colour}
          onValueChange={(next) => {
            setColour(next);
            if (playing) void play(next);
          }}
          options={noiseColours.map((c) => ({ value: c, label: t(`sound.${c}`), description: t(`sound.${c}Description`) }))}
          className="sm:grid-cols-3"
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={volumeId} className="text-sm font-medium">
            {t('sound.volume')}
          </label>
          <input
            id={volumeId}
            type="range"
            min={0}
            max={100}
            value={volume}
            aria-valuetext={`${volume}%`}
            className="accent-brand-600"
            onChange={(e) => {
              const v = Number(e.target.value);
              setVolume(v);
              player.current?.setVolume(v / 100);
            }}
          />
        </div>
        <div className="flex items-center gap-3">
          {playing ? (
            <Button
              variant="secondary"
              onClick={() => {
                player.current?.stop();
                setPlaying(false);
              }}
            >
              {t('sound.stop')}
            </Button>
          ) : (
            <Button onClick={() => void play(colour)}>{t('sound.play')}</Button>
          )}
          <p role="status" className="text-sm text-[var(--fg-muted)]">
            {failed ? t('sound.unavailable') : playing ? t('sound.playing', { colour: t(`sound.${colour}`) }) : ''}
          </p>
        </div>
      </div>
    </SectionCard>
  );
}
