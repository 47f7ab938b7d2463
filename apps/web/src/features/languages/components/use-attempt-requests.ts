import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { completeLesson, type Completion } from '../api/lesson-attempts-api';

/**
 * The requests a lesson attempt sends, one at a time: `busy` while one runs, `error` says why the
 * last one failed (the server's message, or a generic one), and `finish` completes the lesson into
 * `completion`, which the summary shows.
 */
export function useAttemptRequests(attemptId: string) {
  const { t } = useTranslation('languagePractice');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [completion, setCompletion] = useState<Completion | null>(null);

  async function run(request: () => Promise<void>) {
    setBusy(true);
    setError(undefined);
    try {
      await request();
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('errors.generic'));
    } finally {
      setBusy(false);
    }
  }

  const finish = () => run(async () => setCompletion(await completeLesson(attemptId)));

  return { busy, error, completion, run, finish };
}
