import { useSyncExternalStore } from 'react';
import type { Me } from '@brainboost/domain/schemas/me';
import { ApiError, apiRequest } from '../lib/api-client';
import { toast } from '../lib/toast';
import i18n from 'i18next';

export type SessionState = { status: 'loading' } | { status: 'signedOut' } | { status: 'signedIn'; me: Me };

let state: SessionState = { status: 'loading' };
let inFlight: Promise<void> | null = null;
const listeners = new Set<() => void>();
const set = (next: SessionState) => {
  state = next;
  listeners.forEach((l) => l());
};

/**
 * Reloads who is signed in (spec: on every sign-in state change). A failure other than "not signed
 * in" resets to signed-out and says so.
 */
export function refreshSession(): Promise<void> {
  inFlight ??= apiRequest<Me>('/api/me')
    .then(
      (me) => set({ status: 'signedIn', me }),
      (err: unknown) => {
        set({ status: 'signedOut' });
        if (!(err instanceof ApiError && err.status === 401)) toast.error(i18n.t('common:session.loadFailed'));
      },
    )
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

export function useSession(): SessionState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      if (state.status === 'loading' && !inFlight) void refreshSession();
      return () => listeners.delete(listener);
    },
    () => state,
    () => state,
  );
}
