import { useQueries, useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { FormAlert } from '../../../components/forms/form-alert';
import { LoadingFallback } from '../../../components/loading-fallback';
import { RequireSignIn } from '../../../components/require-sign-in';
import { useDocumentTitle } from '../../../components/use-document-title';
import { ApiError } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { submitTest, testAttemptQuery, topicQuery } from '../api/curriculum-api';
import { bandOfTopic } from '../band-param';
import { CurriculumNotFound } from '../components/curriculum-not-found';
import { TestRunner } from '../components/test-runner';

function Test({ attemptId }: { attemptId: string }) {
  const { t, i18n } = useTranslation('curriculum');
  const language = i18n.resolvedLanguage ?? 'en';
  const attempt = useQuery(testAttemptQuery(attemptId, language), queryClient);
  const topicIds = [...new Set(attempt.data?.questions.map((q) => q.topicId) ?? [])];
  const topics = useQueries({ queries: topicIds.map((id) => topicQuery(id, language, true)) }, queryClient);
  // A test submitted before (another tab, a reload): its review, scored once on the server.
  const review = useQuery(
    {
      queryKey: ['curriculum-test', attemptId, 'result', language],
      queryFn: () => submitTest(attemptId, []),
      enabled: attempt.data?.submitted === true,
      staleTime: Infinity,
    },
    queryClient,
  );
  const first = topics[0]?.data;
  const title =
    attempt.data?.kind === 'quiz'
      ? t('test.quizTitle', { topic: first?.title ?? '' })
      : t('test.unitTitle', { unit: first?.unit.title ?? '' });
  useDocumentTitle(title);
  if (attempt.isPending || topics.some((q) => q.isPending) || (attempt.data?.submitted && review.isPending)) return <LoadingFallback />;
  if (attempt.isError)
    return attempt.error instanceof ApiError && attempt.error.status === 404 ? (
      <CurriculumNotFound />
    ) : (
      <FormAlert message={attempt.error.message} />
    );
  const skillTitles = new Map(topics.flatMap((q) => q.data?.skills.map((s) => [s.id, s.title] as const) ?? []));
  const band = bandOfTopic(attempt.data.questions[0]?.topicId ?? '');
  const back =
    attempt.data.kind === 'quiz' && first
      ? `/education/${first.id}`
      : first
        ? `/subjects/${first.subject}?band=${first.band}`
        : '/subjects';
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-6 py-10">
      <Link to={back} className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline dark:text-brand-300">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {attempt.data.kind === 'quiz' ? t('test.backToTopic') : t('test.backToSubject')}
      </Link>
      <h1 className="text-3xl font-bold tracking-tight" lang={attempt.data.language}>
        {title}
      </h1>
      {attempt.data.kind === 'unit-test' && !attempt.data.submitted && (
        <p className="text-[var(--fg-muted)]">{attempt.data.deadlineAt ? t('test.timedLead') : t('test.untimedLead')}</p>
      )}
      {review.isError && <FormAlert message={review.error.message} />}
      <TestRunner attempt={attempt.data} band={band} initialResult={review.data} skillTitles={skillTitles} />
    </div>
  );
}

/** /education/tests/{id}: a topic quiz or a unit practice test, then its review; a reload comes back to it. */
export function TestPage() {
  const { attemptId = '' } = useParams();
  return (
    <RequireSignIn>
      <Test attemptId={attemptId} />
    </RequireSignIn>
  );
}
