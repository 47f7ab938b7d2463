import type { Feature } from '@brainboost/domain/billing/entitlements';
import type { TopicContent } from '@brainboost/domain/curriculum/topic-content';
import type { topicAccesses } from '@brainboost/domain/schemas/curriculum';

export type TopicAccess = (typeof topicAccesses)[number];

/**
 * What a topic needs (decision 0114): the first topic of every unit is open to every account
 * (`basic_content`); the others need `premium_content`. Lessons are readable by all (browsing is
 * `subject_browse`); practice, quizzes and unit tests of a locked topic are refused.
 */
export function topicAccess(topic: Pick<TopicContent, 'order'>): TopicAccess {
  return topic.order === 1 ? 'free' : 'premium_content';
}

export function topicLocked(topic: Pick<TopicContent, 'order'>, features: ReadonlySet<Feature>): boolean {
  const access = topicAccess(topic);
  return access !== 'free' && !features.has(access);
}
