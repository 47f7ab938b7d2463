import { BookA } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { LanguageCourseId } from '@brainboost/domain/languages/course-content';
import { FormAlert } from '../../../components/forms/form-alert';
import { LoadingFallback } from '../../../components/loading-fallback';
import { RequireSignIn } from '../../../components/require-sign-in';
import { Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useCourseCatalog } from '../api/courses-api';
import { CourseHero } from '../components/course-hero';
import { CourseNotFound } from '../components/course-not-found';
import { LevelSection } from '../components/level-section';
import { ProgressBar } from '../components/progress-bar';
import { UpgradeNote } from '../components/upgrade-note';
import { courseIdOf } from '../course-id-param';
import { nextLessonOf } from '../course-position';
import { loadCjkFonts } from '../load-cjk-fonts';

function Course({ courseId }: { courseId: LanguageCourseId }) {
  loadCjkFonts([courseId]);
  const { t } = useTranslation('languageLearning');
  const catalog = useCourseCatalog(courseId);
  const name = t(`courseNames.${courseId}`);
  useDocumentTitle(name);
  if (catalog.isPending) return <LoadingFallback />;
  if (catalog.isError) return <FormAlert message={catalog.error.message} />;
  const lessons = catalog.data.levels.flatMap((l) => l.units.flatMap((u) => u.lessons));
  const done = lessons.filter((l) => l.state === 'completed').length;
  // The unit of the lesson to go on with starts open; with none to go on with, the first unit.
  const next = nextLessonOf(catalog.data);
  const units = catalog.data.levels.flatMap((l) => l.units);
  const openUnitId = (units.find((u) => u.lessons.some((l) => l.id === next?.id)) ?? units[0])?.id;
  return (
    <>
      <CourseHero courseId={courseId} nativeTitle={catalog.data.nativeTitle} title={name}>
        <div className="mt-6 flex max-w-md flex-col gap-1.5">
          <ProgressBar done={done} total={lessons.length} label={t('courses.progressLabel', { course: name })} />
          <p className="text-sm">{t('courses.progress', { done, total: lessons.length })}</p>
        </div>
        <Button asChild variant="secondary" className="mt-6">
          <Link to={`/language-learning/${courseId}/words`}>
            <BookA className="size-4" aria-hidden="true" />
            {t('course.wordList')}
          </Link>
        </Button>
      </CourseHero>
      <div className="mx-auto flex max-w-5xl flex-col gap-10 px-4 py-10 sm:px-6">
        {lessons.some((l) => l.state === 'premium') && <UpgradeNote />}
        {catalog.data.levels.map((level) => (
          <LevelSection key={level.level} courseId={courseId} level={level} openUnitId={openUnitId} />
        ))}
      </div>
    </>
  );
}

/** /language-learning/:courseId: the course's units by level, each lesson's state, and placement into a higher level. */
export function CoursePage() {
  const courseId = courseIdOf(useParams().courseId);
  if (!courseId) return <CourseNotFound />;
  return (
    <RequireSignIn>
      <Course courseId={courseId} />
    </RequireSignIn>
  );
}
