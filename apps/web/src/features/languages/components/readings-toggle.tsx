import { useTranslation } from 'react-i18next';
import type { LanguageCourseId } from '@brainboost/domain/languages/course-content';
import { Switch } from '../../../components/ui/switch';

/** Courses whose script has a reading to show over it. */
export const hasReadings = (courseId: LanguageCourseId) => courseId === 'zh' || courseId === 'yue' || courseId === 'ja';

/** Shows or hides pinyin, Jyutping or furigana, named for the course's reading. */
export function ReadingsToggle({
  courseId,
  checked,
  onChange,
}: {
  courseId: LanguageCourseId;
  checked: boolean;
  onChange: (show: boolean) => void;
}) {
  const { t } = useTranslation('languagePractice');
  if (!hasReadings(courseId)) return null;
  return <Switch label={t(`readings.${courseId}`)} checked={checked} onCheckedChange={onChange} />;
}
