import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import type { CurriculumBand, CurriculumSubject } from '@brainboost/domain/curriculum/subjects-and-bands';
import type {
  ItemAnswer,
  PracticeItem,
  PracticeResult,
  Progress,
  StudyGuide,
  SubjectList,
  SubjectOutline,
  TestAttempt,
  TestResult,
  Topic,
} from '@brainboost/domain/schemas/curriculum';
import { apiRequest } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

/**
 * The curriculum API (issue 31). Content comes in the interface language where written, so the
 * language is part of every content query's key; signed-in answers carry mastery and locks.
 */
export const subjectsQuery = (band: CurriculumBand, signedIn: boolean) =>
  queryOptions({
    queryKey: ['curriculum', 'subjects', band, signedIn],
    queryFn: ({ signal }) => apiRequest<SubjectList>(`/api/curriculum/subjects?band=${band}`, { signal }),
  });

export const outlineQuery = (subject: CurriculumSubject, band: CurriculumBand, language: string, signedIn: boolean) =>
  queryOptions({
    queryKey: ['curriculum', 'outline', subject, band, language, signedIn],
    queryFn: ({ signal }) => apiRequest<SubjectOutline>(`/api/curriculum/subjects/${subject}/${band}`, { signal }),
  });

export const topicQuery = (topicId: string, language: string, signedIn: boolean) =>
  queryOptions({
    queryKey: ['curriculum', 'topic', topicId, language, signedIn],
    queryFn: ({ signal }) => apiRequest<Topic>(`/api/curriculum/topics/${encodeURIComponent(topicId)}`, { signal }),
  });

export const progressQuery = (band: CurriculumBand, language: string) =>
  queryOptions({
    queryKey: ['curriculum', 'progress', band, language],
    queryFn: ({ signal }) => apiRequest<Progress>(`/api/curriculum/progress?band=${band}`, { signal }),
  });

export const useSubjects = (band: CurriculumBand, signedIn: boolean) => useQuery(subjectsQuery(band, signedIn), queryClient);
export const useOutline = (subject: CurriculumSubject, band: CurriculumBand, language: string, signedIn: boolean) =>
  useQuery(outlineQuery(subject, band, language, signedIn), queryClient);
export const useTopic = (topicId: string, language: string, signedIn: boolean) =>
  useQuery(topicQuery(topicId, language, signedIn), queryClient);
export const useProgress = (band: CurriculumBand, language: string, enabled: boolean) =>
  useQuery({ ...progressQuery(band, language), enabled }, queryClient);

/** Mastery moved: every page that shows it reads it again. */
const masteryChanged = () => queryClient.invalidateQueries({ queryKey: ['curriculum'], refetchType: 'active' });

export const nextPracticeItem = (topicId: string, skill?: string) =>
  apiRequest<PracticeItem>(`/api/curriculum/topics/${encodeURIComponent(topicId)}/practice`, {
    method: 'POST',
    body: skill ? { skill } : {},
  });

export async function answerPracticeItem(servedId: string, answer: ItemAnswer): Promise<PracticeResult> {
  const result = await apiRequest<PracticeResult>(`/api/curriculum/practice/${servedId}/answer`, { method: 'POST', body: { answer } });
  if (result.mastery && result.mastery.before !== result.mastery.after) void masteryChanged();
  return result;
}

/** The same client key returns the same quiz: a retry after a lost answer does not start a second one. */
export const startQuiz = (topicId: string, clientKey: string) =>
  apiRequest<TestAttempt>(`/api/curriculum/topics/${encodeURIComponent(topicId)}/quiz`, { method: 'POST', body: { clientKey } });

export const startUnitTest = (subject: CurriculumSubject, band: CurriculumBand, unitId: string, clientKey: string, timed: boolean) =>
  apiRequest<TestAttempt>(`/api/curriculum/units/${subject}/${band}/${encodeURIComponent(unitId)}/tests`, {
    method: 'POST',
    body: { clientKey, timed },
  });

export const testAttemptQuery = (attemptId: string, language: string) =>
  queryOptions({
    queryKey: ['curriculum-test', attemptId, language],
    queryFn: ({ signal }) => apiRequest<TestAttempt>(`/api/curriculum/tests/${attemptId}`, { signal }),
    staleTime: Infinity,
  });
export const useTestAttempt = (attemptId: string, language: string) => useQuery(testAttemptQuery(attemptId, language), queryClient);

/** Scored once on the server: submitting again returns the same result. */
export async function submitTest(attemptId: string, answers: { questionId: string; answer: ItemAnswer }[]): Promise<TestResult> {
  const result = await apiRequest<TestResult>(`/api/curriculum/tests/${attemptId}/submit`, { method: 'POST', body: { answers } });
  void masteryChanged();
  void queryClient.invalidateQueries({ queryKey: ['curriculum-test', attemptId], exact: false, refetchType: 'none' });
  return result;
}

/** Knowledge-hub article titles in the interface language, for a lesson's "read next" links (the hub's own list). */
export const useHubTitles = (language: string, enabled: boolean) =>
  useQuery(
    {
      queryKey: ['knowledge-hub', 'articles', language],
      queryFn: ({ signal }) =>
        apiRequest<{ articles: { slug: string; title: string }[] }>(`/api/knowledge-hub/articles?lng=${encodeURIComponent(language)}`, {
          signal,
        }),
      select: (data) => new Map(data.articles.map((a) => [a.slug, a.title])),
      enabled,
    },
    queryClient,
  );

/** Every published subject's outline in a band (the topic index and the grade overview). */
export function useBandOutlines(band: CurriculumBand, language: string, signedIn: boolean) {
  const subjects = useSubjects(band, signedIn);
  const outlines = useQueries(
    { queries: (subjects.data?.subjects ?? []).map((s) => outlineQuery(s.id, band, language, signedIn)) },
    queryClient,
  );
  return {
    isPending: subjects.isPending || outlines.some((o) => o.isPending),
    error: subjects.error ?? outlines.find((o) => o.error)?.error ?? null,
    outlines: outlines.flatMap((o) => (o.data ? [o.data] : [])),
  };
}

/** A topic's study guide (plans with study guides); maths questions are drawn fresh on each load. */
export const useStudyGuide = (topicId: string, language: string) =>
  useQuery(
    {
      queryKey: ['curriculum', 'study-guide', topicId, language],
      queryFn: ({ signal }) => apiRequest<StudyGuide>(`/api/curriculum/topics/${encodeURIComponent(topicId)}/study-guide`, { signal }),
      staleTime: Infinity,
      retry: false,
    },
    queryClient,
  );
