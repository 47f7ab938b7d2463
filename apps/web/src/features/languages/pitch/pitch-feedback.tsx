import type { CourseReading } from '@brainboost/domain/languages/course-readings';
import { useTranslation } from 'react-i18next';
import { compareContours } from './contour-comparison';
import { PitchContourChart } from './pitch-contour-chart';
import { toneTargets, type ToneCourseId } from './tone-targets';
import { useRecordingPitch } from './use-recording-pitch';

/** After a Mandarin or Cantonese recording: the learner's pitch drawn over the tones of what they said. */
export function PitchFeedback({
  courseId,
  text,
  reading,
  recording,
}: {
  courseId: ToneCourseId;
  text: string;
  reading: CourseReading;
  recording: Blob;
}) {
  const { t } = useTranslation('languagePractice');
  const pitch = useRecordingPitch(recording);
  if (pitch.status === 'analysing') return <p className="text-sm text-[var(--fg-muted)]">{t('pitch.analysing')}</p>;
  if (pitch.status === 'unavailable') return <p className="text-sm text-[var(--fg-muted)]">{t('pitch.unavailable')}</p>;
  if (pitch.track.points.length === 0) return <p className="text-sm text-[var(--fg-muted)]">{t('pitch.noVoice')}</p>;
  const comparison = compareContours(pitch.track, toneTargets(courseId, text, reading));
  return comparison && <PitchContourChart comparison={comparison} courseId={courseId} />;
}
