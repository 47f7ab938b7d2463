/**
 * The focus timer's work/break cycle as pure functions of wall-clock time, so the page can keep
 * its state in storage, survive a reload mid-phase and be tested without a browser.
 * A work phase that ends starts its break on its own; a break that ends waits for the learner.
 */
export type FocusSettings = { workMinutes: number; shortBreakMinutes: number; longBreakMinutes: number; cyclesBeforeLongBreak: number };
export type FocusPhase = 'work' | 'shortBreak' | 'longBreak';

export const defaultFocusSettings: FocusSettings = {
  workMinutes: 25,
  shortBreakMinutes: 5,
  longBreakMinutes: 15,
  cyclesBeforeLongBreak: 4,
};
export const focusSettingLimits: Record<keyof FocusSettings, { min: number; max: number }> = {
  workMinutes: { min: 1, max: 120 },
  shortBreakMinutes: { min: 1, max: 30 },
  longBreakMinutes: { min: 1, max: 60 },
  cyclesBeforeLongBreak: { min: 2, max: 8 },
};

export type FocusTimerState = {
  phase: FocusPhase;
  /** Work phases completed since the last long break. */
  completedInSet: number;
  /** When the running phase (re)started, epoch ms; null while paused or idle. */
  runningSince: number | null;
  /** Time already spent in this phase before the last pause. */
  elapsedMs: number;
  /** When the current work phase first started (epoch ms), for the saved record. */
  phaseStartedAt: number | null;
};

/** A finished work phase, to be saved. */
export type CompletedWork = { startedAt: number; endedAt: number; durationSeconds: number; workMinutes: number };

export const idleFocusState: FocusTimerState = { phase: 'work', completedInSet: 0, runningSince: null, elapsedMs: 0, phaseStartedAt: null };

export function clampFocusSettings(input: Partial<FocusSettings>): FocusSettings {
  const out = { ...defaultFocusSettings };
  for (const key of Object.keys(focusSettingLimits) as (keyof FocusSettings)[]) {
    const value = input[key];
    if (typeof value !== 'number' || !Number.isFinite(value)) continue;
    const { min, max } = focusSettingLimits[key];
    out[key] = Math.min(max, Math.max(min, Math.round(value)));
  }
  return out;
}

export function phaseLengthMs(phase: FocusPhase, settings: FocusSettings): number {
  const minutes = phase === 'work' ? settings.workMinutes : phase === 'shortBreak' ? settings.shortBreakMinutes : settings.longBreakMinutes;
  return minutes * 60_000;
}

export function elapsedIn(state: FocusTimerState, now: number): number {
  return state.elapsedMs + (state.runningSince === null ? 0 : Math.max(0, now - state.runningSince));
}

export function remainingMs(state: FocusTimerState, settings: FocusSettings, now: number): number {
  return Math.max(0, phaseLengthMs(state.phase, settings) - elapsedIn(state, now));
}

export function start(state: FocusTimerState, now: number): FocusTimerState {
  if (state.runningSince !== null) return state;
  return { ...state, runningSince: now, phaseStartedAt: state.phaseStartedAt ?? now };
}

export function pause(state: FocusTimerState, now: number): FocusTimerState {
  if (state.runningSince === null) return state;
  return { ...state, elapsedMs: elapsedIn(state, now), runningSince: null };
}

/** Back to the start of a fresh work phase, keeping nothing of the current one. */
export function reset(): FocusTimerState {
  return idleFocusState;
}

/** Ends the current phase now without recording it (skipping a break, or abandoning work). */
export function skip(state: FocusTimerState, settings: FocusSettings): FocusTimerState {
  if (state.phase === 'work') return { ...idleFocusState, completedInSet: state.completedInSet };
  return { ...idleFocusState, completedInSet: state.phase === 'longBreak' ? 0 : state.completedInSet % settings.cyclesBeforeLongBreak };
}

/**
 * Moves the timer to `now`: a work phase past its length is completed (returned, with its end at
 * the moment it ran out, not when the page noticed) and its break starts from that moment; a break
 * past its length ends and the next work phase waits to be started.
 */
export function advance(
  state: FocusTimerState,
  settings: FocusSettings,
  now: number,
): { state: FocusTimerState; completed: CompletedWork | null } {
  if (state.runningSince === null || remainingMs(state, settings, now) > 0) return { state, completed: null };
  const endedAt = state.runningSince + (phaseLengthMs(state.phase, settings) - state.elapsedMs);
  if (state.phase === 'work') {
    const completedInSet = state.completedInSet + 1;
    const completed: CompletedWork = {
      startedAt: state.phaseStartedAt ?? endedAt - phaseLengthMs('work', settings),
      endedAt,
      durationSeconds: settings.workMinutes * 60,
      workMinutes: settings.workMinutes,
    };
    const phase: FocusPhase = completedInSet >= settings.cyclesBeforeLongBreak ? 'longBreak' : 'shortBreak';
    const onBreak: FocusTimerState = { phase, completedInSet, runningSince: endedAt, elapsedMs: 0, phaseStartedAt: endedAt };
    // The break may have run out too while the page was closed.
    return { state: advance(onBreak, settings, now).state, completed };
  }
  return { state: { ...idleFocusState, completedInSet: state.phase === 'longBreak' ? 0 : state.completedInSet }, completed: null };
}

/** Parses stored state, falling back to idle when it is missing or malformed. */
export function parseFocusState(value: unknown): FocusTimerState {
  if (!value || typeof value !== 'object') return idleFocusState;
  const v = value as Record<string, unknown>;
  const phase = v['phase'];
  if (phase !== 'work' && phase !== 'shortBreak' && phase !== 'longBreak') return idleFocusState;
  const num = (x: unknown) => (typeof x === 'number' && Number.isFinite(x) ? x : null);
  return {
    phase,
    completedInSet: Math.max(0, Math.floor(num(v['completedInSet']) ?? 0)),
    runningSince: num(v['runningSince']),
    elapsedMs: Math.max(0, num(v['elapsedMs']) ?? 0),
    phaseStartedAt: num(v['phaseStartedAt']),
  };
}

/**
 * The id a completed work phase is saved under, derived from when it started: two tabs (or a
 * retry after a reload) that complete the same phase send the same id, and the server stores it once.
 */
export function workClientId(startedAt: number): string {
  const hex = Math.max(0, Math.floor(startedAt)).toString(16).padStart(12, '0').slice(-12);
  return `00000000-0000-4000-8000-${hex}`;
}
