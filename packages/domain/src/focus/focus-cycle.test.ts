import { describe, expect, it } from 'vitest';
import {
  advance,
  clampFocusSettings,
  workClientId,
  defaultFocusSettings,
  idleFocusState,
  parseFocusState,
  pause,
  remainingMs,
  skip,
  start,
} from './focus-cycle.js';

const min = 60_000;
const s = { workMinutes: 25, shortBreakMinutes: 5, longBreakMinutes: 15, cyclesBeforeLongBreak: 2 };

describe('focus cycle', () => {
  it('defaults to 25/5/15 with a long break every 4 work phases, and clamps settings', () => {
    expect(defaultFocusSettings).toEqual({ workMinutes: 25, shortBreakMinutes: 5, longBreakMinutes: 15, cyclesBeforeLongBreak: 4 });
    expect(clampFocusSettings({ workMinutes: 0, shortBreakMinutes: 99, cyclesBeforeLongBreak: 3.6 })).toEqual({
      workMinutes: 1,
      shortBreakMinutes: 30,
      longBreakMinutes: 15,
      cyclesBeforeLongBreak: 4,
    });
  });

  it('counts down from the work length and pauses without losing time', () => {
    let st = start(idleFocusState, 0);
    expect(remainingMs(st, s, 10 * min)).toBe(15 * min);
    st = pause(st, 10 * min);
    expect(remainingMs(st, s, 60 * min)).toBe(15 * min);
    st = start(st, 60 * min);
    expect(remainingMs(st, s, 70 * min)).toBe(5 * min);
    expect(st.phaseStartedAt).toBe(0);
  });

  it('completes work at the moment it ran out and starts the short break from then', () => {
    const st = start(idleFocusState, 0);
    expect(advance(st, s, 25 * min - 1).completed).toBeNull();
    const { state, completed } = advance(st, s, 26 * min);
    expect(completed).toEqual({ startedAt: 0, endedAt: 25 * min, durationSeconds: 1500, workMinutes: 25 });
    expect(state).toMatchObject({ phase: 'shortBreak', completedInSet: 1, runningSince: 25 * min });
    expect(remainingMs(state, s, 26 * min)).toBe(4 * min);
  });

  it('a paused work phase ends later by the pause, and its start stays the first start', () => {
    let st = start(idleFocusState, 0);
    st = pause(st, 10 * min);
    st = start(st, 20 * min);
    const { completed } = advance(st, s, 40 * min);
    expect(completed).toEqual({ startedAt: 0, endedAt: 35 * min, durationSeconds: 1500, workMinutes: 25 });
  });

  it('a break that runs out waits for the learner; after the set a long break comes, then the set restarts', () => {
    let st = start(idleFocusState, 0);
    st = advance(st, s, 25 * min).state; // short break
    st = advance(st, s, 30 * min).state;
    expect(st).toMatchObject({ phase: 'work', completedInSet: 1, runningSince: null });
    st = start(st, 40 * min);
    st = advance(st, s, 65 * min).state;
    expect(st.phase).toBe('longBreak');
    st = advance(st, s, 80 * min).state;
    expect(st).toMatchObject({ phase: 'work', completedInSet: 0, runningSince: null });
  });

  it('a reload long after: work and its break both ran out; the work is still returned once', () => {
    const st = start(idleFocusState, 0);
    const first = advance(st, s, 200 * min);
    expect(first.completed?.endedAt).toBe(25 * min);
    expect(first.state).toMatchObject({ phase: 'work', runningSince: null });
    expect(advance(first.state, s, 300 * min).completed).toBeNull();
  });

  it('skipping a break keeps the count, skipping work records nothing', () => {
    expect(skip({ ...idleFocusState, phase: 'shortBreak', completedInSet: 1, runningSince: 5 }, s)).toMatchObject({
      phase: 'work',
      completedInSet: 1,
      runningSince: null,
    });
    expect(skip({ ...idleFocusState, phase: 'longBreak', completedInSet: 2, runningSince: 5 }, s).completedInSet).toBe(0);
  });

  it('parses stored state, falling back to idle on junk', () => {
    expect(parseFocusState(null)).toEqual(idleFocusState);
    expect(parseFocusState({ phase: 'nap' })).toEqual(idleFocusState);
    expect(parseFocusState({ phase: 'shortBreak', completedInSet: 2, runningSince: 5, elapsedMs: -3, phaseStartedAt: 'x' })).toEqual({
      phase: 'shortBreak',
      completedInSet: 2,
      runningSince: 5,
      elapsedMs: 0,
      phaseStartedAt: null,
    });
  });

  it('a completed phase has one id, whichever tab completes it', () => {
    expect(workClientId(0)).toBe('00000000-0000-4000-8000-000000000000');
    expect(workClientId(Date.UTC(2026, 10, 22, 8))).toMatch(/^00000000-0000-4000-8000-[0-9a-f]{12}$/);
    expect(workClientId(1_000)).toBe(workClientId(1_000));
    expect(workClientId(1_000)).not.toBe(workClientId(1_001));
  });
});
