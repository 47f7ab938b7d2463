import { useRef, useState } from 'react';
import type { TaskId } from '@brainboost/domain/cognitive/task-catalogue';
import type { AttemptTrial } from '@brainboost/domain/cognitive/attempt-trial';
import type { SaveAttemptInput, SavedAttempt } from '@brainboost/domain/schemas/brain-training';
import { ApiError } from '../../../lib/api-client';
import { visitorPreferences } from '../../../stores/visitor-preferences';
import { saveAttempt } from '../api/brain-training-api';

export type SaveState =
  { status: 'idle' } | { status: 'saving' } | { status: 'saved'; saved: SavedAttempt } | { status: 'failed'; message: string | null };

/**
 * Saves a finished run. The payload (with its submission id) is kept, so "try again" after a lost
 * connection resends the very same submission and the server stores it once.
 */
export function useAttemptSaver(taskId: TaskId) {
  const [state, setState] = useState<SaveState>({ status: 'idle' });
  const pending = useRef<SaveAttemptInput | null>(null);

  const send = async () => {
    if (!pending.current) return;
    setState({ status: 'saving' });
    try {
      setState({ status: 'saved', saved: await saveAttempt(pending.current) });
    } catch (err) {
      setState({ status: 'failed', message: err instanceof ApiError && err.status >= 400 && err.status < 500 ? err.message : null });
    }
  };

  return {
    state,
    save: (level: number | null, startedAt: Date, trials: AttemptTrial[]) => {
      // The grade band chosen on this device, so percentiles compare the learner with their band.
      pending.current = {
        clientSubmissionId: crypto.randomUUID(),
        taskId,
        level,
        startedAt: startedAt.toISOString(),
        finishedAt: new Date().toISOString(),
        trials,
        gradeBand: visitorPreferences.get().gradeBand,
      };
      return send();
    },
    retry: send,
    reset: () => setState({ status: 'idle' }),
  };
}
