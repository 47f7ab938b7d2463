import { useCallback, useEffect, useRef, useState } from 'react';
import { advance, pause, remainingMs, reset, skip, start, workClientId, type FocusSettings } from '@brainboost/domain/focus/focus-cycle';
import { ApiError } from '../../../lib/api-client';
import { refreshFocusHistory, saveFocusSession } from '../api/focus-api';
import { loadFocus, storeFocus, type StoredFocus } from './focus-storage';

/**
 * The focus timer: state in localStorage (a reload mid-phase continues where it was), completed
 * work phases queued there until the server has them (retried on the next tick, when back online,
 * or on the next visit; the server stores each client id once).
 */
export function useFocusTimer(userId: string) {
  const [stored, setStored] = useState<StoredFocus>(() => loadFocus(userId));
  const [now, setNow] = useState(() => Date.now());
  const saving = useRef(false);
  const [saveFailed, setSaveFailed] = useState(false);

  const update = useCallback(
    (change: (current: StoredFocus) => StoredFocus) =>
      setStored((current) => {
        const next = change(current);
        storeFocus(userId, next);
        return next;
      }),
    [userId],
  );

  const running = stored.state.runningSince !== null;
  useEffect(() => {
    if (!running) return;
    const id = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(id);
  }, [running]);

  // Resolve phases that ran out (also right after a reload).
  useEffect(() => {
    const { state, completed } = advance(stored.state, stored.settings, now);
    if (state === stored.state) return;
    update((current) => ({
      ...current,
      state,
      pending: completed
        ? [
            ...current.pending.filter((p) => p.clientId !== workClientId(completed.startedAt)),
            {
              clientId: workClientId(completed.startedAt),
              startedAt: new Date(completed.startedAt).toISOString(),
              endedAt: new Date(completed.endedAt).toISOString(),
              workMinutes: completed.workMinutes,
            },
          ]
        : current.pending,
    }));
  }, [now, stored.state, stored.settings, update]);

  const flush = useCallback(async () => {
    if (saving.current) return;
    saving.current = true;
    try {
      for (const session of loadFocus(userId).pending) {
        try {
          await saveFocusSession(session);
        } catch (err) {
          // A refused session (bad times) will never be accepted: drop it. Anything else: try later.
          if (!(err instanceof ApiError && err.status >= 400 && err.status < 500 && err.status !== 401 && err.status !== 429)) {
            setSaveFailed(true);
            return;
          }
        }
        update((current) => ({ ...current, pending: current.pending.filter((p) => p.clientId !== session.clientId) }));
      }
      setSaveFailed(false);
      await refreshFocusHistory();
    } finally {
      saving.current = false;
    }
  }, [userId, update]);

  const pendingCount = stored.pending.length;
  useEffect(() => {
    if (pendingCount > 0) void flush();
  }, [pendingCount, flush]);
  useEffect(() => {
    const retry = () => void flush();
    window.addEventListener('online', retry);
    const id = window.setInterval(() => {
      if (loadFocus(userId).pending.length) retry();
    }, 30_000);
    return () => {
      window.removeEventListener('online', retry);
      window.clearInterval(id);
    };
  }, [flush, userId]);

  return {
    settings: stored.settings,
    state: stored.state,
    remainingMs: remainingMs(stored.state, stored.settings, now),
    running,
    pendingCount,
    saveFailed,
    start: () => {
      const at = Date.now();
      setNow(at);
      update((c) => ({ ...c, state: start(c.state, at) }));
    },
    pause: () => update((c) => ({ ...c, state: pause(c.state, Date.now()) })),
    skip: () => update((c) => ({ ...c, state: skip(c.state, c.settings) })),
    reset: () => update((c) => ({ ...c, state: reset() })),
    setSettings: (settings: FocusSettings) => update((c) => ({ ...c, settings })),
  };
}

export type FocusTimer = ReturnType<typeof useFocusTimer>;
