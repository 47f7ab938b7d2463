import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';

/** A course URL that names no course: say so and lead back to the five. */
export function CourseNotFound() {
  const { t } = useTranslation('languageLearning');
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-20 text-center">
      <h1 className="text-2xl font-bold">{t('course.notFound')}</h1>
      <Button asChild>
        <Link to="/language-learning">{t('course.allCourses')}</Link>
      </Button>
    </div>
  );
}
