import { ArrowLeft, Sparkles } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import type { LanguageCourseId } from '@brainboost/domain/languages/course-content';
import type { LessonType } from '@brainboost/domain/schemas/languages';
import { FormAlert } from '../../../components/forms/form-alert';
import { LoadingFallback } from '../../../components/loading-fallback';
import { RequireSignIn } from '../../../components/require-sign-in';
import { Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../components/use-document-title';
import { ApiError } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { lessonAttemptQuery, useLessonAttempt } from '../api/lesson-attempts-api';
import { LessonRun } from '../components/lesson-run';
import { loadCjkFonts } from '../load-cjk-fonts';

// Checked against the domain's types, without loading its zod schemas into the page.
const courseIds: Record<LanguageCourseId, true> = { es: true, fr: true, ja: true, zh: true, yue: true };
const lessonTypes: Record<LessonType, true> = {
  introduction: true,
  phrases: true,
  grammar: true,
  quiz: true,
  listening: true,
  speaking: true,
  writing: true,
  conversation: true,
};
const isCourseId = (id: string): id is LanguageCourseId => Object.hasOwn(courseIds, id);
const lessonTypeOf = (lessonId: string) => {
  const type = lessonId.slice(lessonId.lastIndexOf('-') + 1);
  return Object.hasOwn(lessonTypes, type) ? (type as LessonType) : null;
};

function Player({ courseId, lessonId }: { courseId: LanguageCourseId; lessonId: string }) {
  const { t } = useTranslation('languagePractice');
  const [params, setParams] = useSearchParams();
  const attemptId = params.get('attempt');
  const attempt = useLessonAttempt(lessonId, attemptId);

  // The address names the attempt, so a reload continues it; a finished one starts the lesson afresh.
  useEffect(() => {
    const data = attempt.data;
    if (!data) return;
    if (data.completed && attemptId) setParams({}, { replace: true });
    else if (!attemptId) {
      queryClient.setQueryData(lessonAttemptQuery(lessonId, data.attemptId).queryKey, data);
      setParams({ attempt: data.attemptId }, { replace: true });
    }
  }, [attempt.data, attemptId, lessonId, setParams]);

  if (attempt.isPending) return <LoadingFallback />;
  if (attempt.isError) {
    const error = attempt.error;
    const premium = error instanceof ApiError && error.status === 403;
    return (
      <div className="flex flex-col gap-4" data-testid="lesson-unavailable">
        <FormAlert message={error instanceof ApiError ? error.message : t('errors.generic')} />
        {premium ? (
          <Button asChild className="self-start">
            <Link to="/pricing">
              <Sparkles className="size-4" aria-hidden="true" />
              {t('player.unlock')}
            </Link>
          </Button>
        ) : (
          <Button asChild variant="secondary" className="self-start">
            <Link to={`/language-learning/${courseId}`}>{t('player.backToCourse')}</Link>
          </Button>
        )}
      </div>
    );
  }
  if (attempt.data.completed) return <LoadingFallback />;
  return <LessonRun key={attempt.data.attemptId} attempt={attempt.data} />;
}

/** /language-learning/:courseId/lessons/:lessonId — plays one lesson, started or continued. */
export function LessonPlayerPage() {
  const { courseId = '', lessonId = '' } = useParams();
  const { t } = useTranslation('languagePractice');
  const type = lessonTypeOf(lessonId);
  const known = isCourseId(courseId) && lessonId.startsWith(`${courseId}-`) && type !== null;
  if (isCourseId(courseId)) loadCjkFonts([courseId]);
  const title = known ? t(`lessonTypes.${type}`) : t('player.notFound');
  useDocumentTitle(title);
  return (
    <RequireSignIn>
      <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
        <Link
          to={isCourseId(courseId) ? `/language-learning/${courseId}` : '/language-learning'}
          className="flex items-center gap-1 self-start text-sm text-brand-700 hover:underline dark:text-brand-200"
        >
          <ArrowLeft className="size-4" aria-hidden="true" /> {t('player.backToCourse')}
        </Link>
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        {known ? <Player courseId={courseId} lessonId={lessonId} /> : <p>{t('player.notFoundBody')}</p>}
      </div>
    </RequireSignIn>
  );
}
