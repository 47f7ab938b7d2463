import type { TutorModel, TutorReply, TutorRequest } from '../../providers/llm/llm.port.js';
import { checkSafety } from './safety-check.js';

/**
 * The tutor model as learners meet it: unsafe questions are refused before the model sees them,
 * and a model's unsafe text is withheld. Bot tests run against this, so they test what ships.
 */
export function screenedModel(model: TutorModel): TutorModel {
  return {
    kind: model.kind,
    async answer(request: TutorRequest): Promise<TutorReply> {
      const concern = checkSafety(request.question);
      if (concern) return { kind: 'unanswered', reason: 'unsafe', concern };
      const reply = await model.answer(request);
      if (reply.kind === 'text') {
        const outputConcern = checkSafety(reply.text);
        if (outputConcern) return { kind: 'unanswered', reason: 'unsafe', concern: outputConcern };
      }
      return reply;
    },
  };
}
