import { useSearchParams } from 'react-router';
import { curriculumBands, type CurriculumBand } from '@brainboost/domain/curriculum/subjects-and-bands';
import { visitorPreferences } from '../../stores/visitor-preferences';

/**
 * The grade band a curriculum page shows: `?band=` when the link names one (shareable), else the
 * band the visitor chose on the home page or here (remembered on the device), else middle school.
 */
export function useBand(): [CurriculumBand, (band: CurriculumBand) => void] {
  const [params, setParams] = useSearchParams();
  const remembered = visitorPreferences.use().gradeBand;
  const asked = params.get('band');
  const band = (curriculumBands as readonly string[]).includes(asked ?? '') ? (asked as CurriculumBand) : (remembered ?? 'middle');
  const choose = (next: CurriculumBand) => {
    visitorPreferences.set({ ...visitorPreferences.get(), gradeBand: next });
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        copy.set('band', next);
        return copy;
      },
      { replace: true },
    );
  };
  return [band, choose];
}

/** A topic id is `<subject>-<band>-<slug>`: its band, for pages that only have the id. */
export function bandOfTopic(topicId: string): CurriculumBand {
  return curriculumBands.find((band) => topicId.includes(`-${band}-`)) ?? 'middle';
}
