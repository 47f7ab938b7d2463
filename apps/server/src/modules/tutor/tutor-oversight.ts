import type { ConversationDetail } from '@brainboost/domain/schemas/tutor';
import type { ChildrenService } from '../children/children.service.js';
import { tutorErrors } from './tutor-errors.js';
import type { TutorService } from './tutor.service.js';

export type TutorOversightDeps = {
  tutor: Pick<TutorService, 'listConversations' | 'getConversation'>;
  children: Pick<ChildrenService, 'listForParent'>;
};

/**
 * A parent reads the tutor conversations of their linked children (under-13 accounts they
 * approved), flagged exchanges included, exactly as the child saw them. Anyone else's child, or a
 * child still waiting for consent, is a 404: the same answer as a conversation that doesn't exist.
 */
export function createTutorOversight({ tutor, children }: TutorOversightDeps) {
  const ensureLinked = async (parentUserId: string, childId: string) => {
    const { children: linked } = await children.listForParent(parentUserId);
    if (!linked.some((child) => child.id === childId)) throw tutorErrors.childNotFound();
  };
  return {
    async listForParent(parentUserId: string, childId: string) {
      await ensureLinked(parentUserId, childId);
      return tutor.listConversations(childId);
    },
    async getForParent(parentUserId: string, childId: string, conversationId: string): Promise<ConversationDetail> {
      await ensureLinked(parentUserId, childId);
      return tutor.getConversation(childId, conversationId);
    },
  };
}

export type TutorOversight = ReturnType<typeof createTutorOversight>;
