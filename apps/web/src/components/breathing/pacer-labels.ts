import type { TFunction } from 'i18next';
import type { BreathingPacerLabels } from './breathing-pacer';

/** The pacer's texts from a namespace that has the shared `breathing.*` keys (focus, wellness). */
export function pacerLabels(t: TFunction, region: string): BreathingPacerLabels {
  return {
    region,
    ready: t('breathing.ready'),
    inhale: t('breathing.inhale'),
    holdIn: t('breathing.hold'),
    exhale: t('breathing.exhale'),
    holdOut: t('breathing.hold'),
    start: t('breathing.start'),
    stop: t('breathing.stop'),
    cycles: (count) => t('breathing.cycles', { count }),
  };
}
