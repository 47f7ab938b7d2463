import { afterEach, describe, expect, it } from 'vitest';
import { defaultFocusSettings, idleFocusState } from '@brainboost/domain/focus/focus-cycle';
import { focusStorageKey, loadFocus, storeFocus } from './focus-storage';

describe('focus timer storage', () => {
  afterEach(() => localStorage.clear());

  it('keeps each account’s timer apart and survives a reload', () => {
    const state = { phase: 'work' as const, completedInSet: 2, runningSince: 1_000, elapsedMs: 5_000, phaseStartedAt: 500 };
    const pending = [
      {
        clientId: '0b8a2f7e-7d7c-4f55-9a53-1f7c0d1f6a11',
        startedAt: '2026-11-22T10:00:00.000Z',
        endedAt: '2026-11-22T10:25:00.000Z',
        workMinutes: 25,
      },
    ];
    storeFocus('user-a', { settings: { ...defaultFocusSettings, workMinutes: 40 }, state, pending });
    expect(loadFocus('user-a')).toEqual({ settings: { ...defaultFocusSettings, workMinutes: 40 }, state, pending });
    expect(loadFocus('user-b')).toEqual({ settings: defaultFocusSettings, state: idleFocusState, pending: [] });
  });

  it('falls back to defaults on broken or tampered storage', () => {
    localStorage.setItem(focusStorageKey('u'), '{not json');
    expect(loadFocus('u').state).toEqual(idleFocusState);
    localStorage.setItem(
      focusStorageKey('u'),
      JSON.stringify({ settings: { workMinutes: 9999 }, state: { phase: 'party' }, pending: [null, { nope: 1 }] }),
    );
    expect(loadFocus('u')).toEqual({ settings: { ...defaultFocusSettings, workMinutes: 120 }, state: idleFocusState, pending: [] });
  });
});
