import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signInThroughApi, test } from './fixtures';

/**
 * Plays a lesson through the API as a learner who learns from mistakes: a first answer that is
 * wrong on purpose shows the correct one, which is then given (no answer is known in advance).
 */
async function playThroughApi(request: APIRequestContext, origin: string, lessonId: string) {
  const post = async <T>(url: string, data?: unknown) => {
    const res = await request.post(url, { headers: { origin }, ...(data ? { data } : {}) });
    expect(res.status(), await res.text()).toBe(200);
    return (await res.json()) as T;
  };
  const attempt = await post<{ attemptId: string; remaining: string[] }>(`/api/languages/lessons/${lessonId}/attempts`, {
    clientKey: crypto.randomUUID(),
  });
  for (const id of attempt.remaining) {
    const miss = await post<{ correctAnswer: string }>(`/api/languages/attempts/${attempt.attemptId}/answers`, {
      clientKey: crypto.randomUUID(),
      exerciseId: id,
      answer: '—',
    });
    await post(`/api/languages/attempts/${attempt.attemptId}/answers`, {
      clientKey: crypto.randomUUID(),
      exerciseId: id,
      answer: miss.correctAnswer,
    });
  }
  await post(`/api/languages/attempts/${attempt.attemptId}/complete`);
}

/**
 * Signs the learner in and completes the first Mandarin unit's lessons of these types through the
 * API: the lessons before the one a journey is about, which open it.
 */
export async function signInHavingPlayed(page: Page, learner: { email: string; password: string }, lessonTypes: string[]) {
  const origin = new URL(test.info().project.use.baseURL!).origin;
  await signInThroughApi(page, learner);
  for (const type of lessonTypes) await playThroughApi(page.request, origin, `zh-beginner-1-${type}`);
}
