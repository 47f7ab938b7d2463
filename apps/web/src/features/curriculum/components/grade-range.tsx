import { useTranslation } from 'react-i18next';

/** "Grades 6–8", "Grade K", "Grades K–2" in the interface language (K is grade 0). */
export function GradeRange({ grades }: { grades: readonly number[] }) {
  const { t } = useTranslation('curriculum');
  const name = (grade: number) => (grade === 0 ? t('gradeK') : String(grade));
  const from = Math.min(...grades);
  const to = Math.max(...grades);
  return <>{from === to ? t('gradeOne', { grade: name(from) }) : t('gradeRange', { from: name(from), to: name(to) })}</>;
}
