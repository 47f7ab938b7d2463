import {
  clampFocusSettings,
  defaultFocusSettings,
  idleFocusState,
  parseFocusState,
  type FocusSettings,
  type FocusTimerState,
} from '@brainboost/domain/focus/focus-cycle';
import type { SaveFocusSessionInput } from '@brainboost/domain/schemas/focus';

/** What the timer keeps in localStorage, per account: settings, the running phase, unsaved sessions. */
export type StoredFocus = { settings: FocusSettings; state: FocusTimerState; pending: SaveFocusSessionInput[] };

export const focusStorageKey = (userId: string) => `focus-timer:${userId}`;

export function loadFocus(userId: string): StoredFocus {
  try {
    const raw = JSON.parse(localStorage.getItem(focusStorageKey(userId)) ?? 'null') as Partial<StoredFocus> | null;
    if (!raw) return { settings: defaultFocusSettings, state: idleFocusState, pending: [] };
    const pending = Array.isArray(raw.pending) ? raw.pending.filter((p) => p && typeof p.clientId === 'string') : [];
    return { settings: clampFocusSettings(raw.settings ?? {}), state: parseFocusState(raw.state), pending };
  } catch {
    return { settings: defaultFocusSettings, state: idleFocusState, pending: [] };
  }
}

export function storeFocus(userId: string, value: StoredFocus) {
  try {
    localStorage.setItem(focusStorageKey(userId), JSON.stringify(value));
  } catch {
    // Storage full or blocked: the timer still runs, it just won't survive a reload.
  }
}
