import { socialProofEventSchema, type SocialProofEvent } from '@brainboost/domain/schemas/social-proof';
import type { Db } from '../../db/database.js';
import { channels, listenerOf } from '../../db/notifications.js';

type Subscriber = (event: SocialProofEvent) => void;

/**
 * Real social proof: new subscriptions announced by billing over PostgreSQL NOTIFY (from any
 * server), passed on to this server's open streams — the tier and nothing else. A burst is thinned
 * to one message per `gapMs`; when nobody subscribes, nothing is sent, and nothing is made up.
 */
export function createSocialProofService(db: Db, { gapMs, now = () => Date.now() }: { gapMs: number; now?: () => number }) {
  const subscribers = new Set<Subscriber>();
  let unlisten: Promise<() => Promise<void>> | null = null;
  let lastSentAt = Number.NEGATIVE_INFINITY;

  function onNotification(payload: string) {
    let event: SocialProofEvent;
    try {
      event = socialProofEventSchema.parse(JSON.parse(payload));
    } catch {
      return;
    }
    const at = now();
    if (at - lastSentAt < gapMs) return;
    lastSentAt = at;
    for (const subscriber of subscribers) subscriber(event);
  }

  return {
    /** Starts listening with the first subscriber; resolves once LISTEN is in place. */
    async subscribe(subscriber: Subscriber): Promise<() => Promise<void>> {
      subscribers.add(subscriber);
      unlisten ??= listenerOf(db).listen(channels.subscriptionStarted, onNotification);
      try {
        await unlisten;
      } catch (err) {
        subscribers.delete(subscriber);
        unlisten = null;
        throw err;
      }
      return async () => {
        subscribers.delete(subscriber);
        if (subscribers.size > 0 || !unlisten) return;
        const stop = unlisten;
        unlisten = null;
        await (
          await stop
        )();
      };
    },
    get subscriberCount() {
      return subscribers.size;
    },
  };
}
export type SocialProofService = ReturnType<typeof createSocialProofService>;
