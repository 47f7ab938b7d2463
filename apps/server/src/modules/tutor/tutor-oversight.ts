import type { ConversationDetail } from '@brainboost/domain/schemas/tutor';
import type { AppError } from '../../plugins/app-error.js';
import type { TutorService } from './tutor.service.js';

export type TutorOversightDeps = {
  tutor: Pick<TutorService, 'listConversations' | 'getConversation'>;
  /** Whether this viewer looks after this learner now (a parent's approved child, a teacher's active student). */
  isLinked: (viewerId: string, learnerId: string) => Promise<boolean>;
  /** The answer for any learner the viewer does not look after. */
  notFound: () => AppError;
};

/**
 * Someone who looks after a learner reads the learner's tutor conversations, flagged exchanges
 * included, exactly as the learner saw them: a parent their linked child's, a teacher their active
 * student's. Anyone else's learner is a 404, the same answer as a conversation that doesn't exist.
 */
export function createTutorOversight({ tutor, isLinked, notFound }: TutorOversightDeps) {
  const ensureLinked = async (viewerId: string, learnerId: string) => {
    if (!(await isLinked(viewerId, learnerId))) throw notFound();
  };
  return {
    async list(viewerId: string, learnerId: string) {
      await ensureLinked(viewerId, learnerId);
      return tutor.listConversations(learnerId);
    },
    async get(viewerId: string, learnerId: string, conversationId: string): Promise<ConversationDetail> {
      await ensureLinked(viewerId, learnerId);
      return tutor.getConversation(learnerId, conversationId);
    },
  };
}

export type TutorOversight = ReturnType<typeof createTutorOversight>;
