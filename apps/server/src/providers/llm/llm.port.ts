import type { GradeBand } from '@brainboost/domain/grade-band';
import type { TutorAnswer } from '@brainboost/domain/schemas/tutor';
import type { TutorSubject } from '@brainboost/domain/tutor-subjects';

/** What the tutor is asked: only the question text and how to pitch it, nothing about the learner. */
export type TutorRequest = { question: string; gradeBand: GradeBand; subject?: TutorSubject | undefined };

/** A full answer, before the plan decides how much of it the learner may see. */
export type TutorReply = Exclude<TutorAnswer, { kind: 'math' }> | (Omit<Extract<TutorAnswer, { kind: 'math' }>, 'solutionLocked'>);

/** The LLM port (ARCHITECTURE.md, "Tutor"): `builtin` (offline, default) or `openai` (any compatible server). */
export interface TutorModel {
  readonly kind: 'builtin' | 'openai';
  answer(request: TutorRequest): Promise<TutorReply>;
}
