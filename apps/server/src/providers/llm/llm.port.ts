import type { GradeBand } from '@brainboost/domain/school/grade-band';
import type { Locale } from '@brainboost/domain/i18n/locales';
import type { TutorAnswer } from '@brainboost/domain/schemas/tutor';
import type { TutorSubject } from '@brainboost/domain/tutor/tutor-subjects';

/** What the tutor is asked: only the question text, how to pitch it and the interface language, nothing about the learner. */
export type TutorRequest = { question: string; gradeBand: GradeBand; subject?: TutorSubject | undefined; locale?: Locale | undefined };

/** An answer quoted from the knowledge hub, or null when nothing there answers the question well enough. */
export type KnowledgeLookup = (question: string, locale: Locale) => Promise<Extract<TutorAnswer, { kind: 'sourced' }> | null>;

/** Receives the model's text as it is written; `maths` marks a maths explanation (the CAS checks it before it is final). */
export type DraftListener = (text: string, part: 'text' | 'maths') => void;

/** A full answer, before the plan decides how much of it the learner may see. */
export type TutorReply = Exclude<TutorAnswer, { kind: 'math' }> | Omit<Extract<TutorAnswer, { kind: 'math' }>, 'solutionLocked'>;

/** The LLM port (ARCHITECTURE.md, "Tutor"): `builtin` (offline, default) or `openai` (any compatible server). */
export interface TutorModel {
  readonly kind: 'builtin' | 'openai';
  /** `onDraft`, when given, receives the model's words as they arrive (adapters that cannot stream ignore it). */
  answer(request: TutorRequest, onDraft?: DraftListener): Promise<TutorReply>;
}
