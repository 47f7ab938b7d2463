import { createEmptyCard, fsrs, Rating, State, type Card, type Grade } from 'ts-fsrs';
import { learnerDay, nextLearnerMidnight, type LearnerZone } from './learner-day.js';

/** How an answer went: right, right but misspelt (a typo), or wrong. */
export type ReviewOutcome = 'right' | 'typo' | 'wrong';
export type ReviewEvent = { itemId: string; at: Date; outcome: ReviewOutcome; answerMs: number };

/** Answered right this fast: recalled without effort. */
export const easyWithinMs = 2_500;
/** Answered right only after this long: recalled with effort. */
export const hardAfterMs = 20_000;

/**
 * The FSRS rating of an answer (decision 0075): wrong → Again; a typo → Hard (recalled, not
 * exactly); right → Easy within 2.5 s, Hard after 20 s, else Good.
 */
export function ratingOf(outcome: ReviewOutcome, answerMs: number): Grade {
  if (outcome === 'wrong') return Rating.Again;
  if (outcome === 'typo') return Rating.Hard;
  if (answerMs <= easyWithinMs) return Rating.Easy;
  if (answerMs > hardAfterMs) return Rating.Hard;
  return Rating.Good;
}

// FSRS-6 with its default parameters; no fuzz, so the same log always gives the same schedule.
const scheduler = fsrs({ enable_fuzz: false });

/** A learner's cards by item, and when each item was first met. */
export type ReviewState = { cards: Map<string, Card>; firstSeen: Map<string, Date> };

/** Each item's card, replayed from the learner's review log (any order; a card starts at its first review). */
export function reviewStateFromLog(log: readonly ReviewEvent[]): ReviewState {
  const cards = new Map<string, Card>();
  const firstSeen = new Map<string, Date>();
  for (const event of [...log].sort((a, b) => a.at.getTime() - b.at.getTime())) {
    if (!firstSeen.has(event.itemId)) firstSeen.set(event.itemId, event.at);
    const card = cards.get(event.itemId) ?? createEmptyCard<Card>(event.at);
    cards.set(event.itemId, scheduler.next(card, event.at, ratingOf(event.outcome, event.answerMs)).card);
  }
  return { cards, firstSeen };
}

/** Probability the learner still recalls the card now (0–1). */
export const retrievability = (card: Card, now: Date) => scheduler.get_retrievability(card, now, false);

/** "Words learned": cards FSRS has moved to its Review state (each counted once). */
export const wordsLearned = (cards: ReadonlyMap<string, Card>) => [...cards.values()].filter((c) => c.state === State.Review).length;

export type QueueOptions = { newPerDay: number; backlogLimit: number };
export const defaultQueueOptions: QueueOptions = { newPerDay: 15, backlogLimit: 100 };

export type ReviewQueue = {
  /** Due cards, most forgotten (lowest retrievability) first. */
  due: string[];
  /** New items to introduce now, in course order. */
  fresh: string[];
  /** More than `backlogLimit` cards are due: new cards wait until the backlog is worked down. */
  newPaused: boolean;
};

/**
 * Today's review: the due cards first — (re)learning cards whose step has come, review cards due
 * before the learner's next midnight — most forgotten first; then new items up to the daily cap
 * less those already introduced today, none while the backlog is over the limit.
 */
export function dailyQueue(input: {
  state: ReviewState;
  /** Items the learner may meet, in course order (those already met are skipped). */
  courseItemIds: readonly string[];
  now: Date;
  zone: LearnerZone;
  options?: QueueOptions;
}): ReviewQueue {
  const { now, zone, state } = input;
  const options = input.options ?? defaultQueueOptions;
  const endOfDay = nextLearnerMidnight(now, zone).getTime();
  const due = [...state.cards]
    .filter(([, card]) => (card.state === State.Review ? card.due.getTime() < endOfDay : card.due.getTime() <= now.getTime()))
    .map(([itemId, card]) => ({ itemId, r: retrievability(card, now) }))
    .sort((a, b) => a.r - b.r || (a.itemId < b.itemId ? -1 : 1))
    .map((c) => c.itemId);

  const today = learnerDay(now, zone);
  const introducedToday = [...state.firstSeen.values()].filter((at) => learnerDay(at, zone) === today).length;
  const newPaused = due.length > options.backlogLimit;
  const room = newPaused ? 0 : Math.max(0, options.newPerDay - introducedToday);
  const fresh = input.courseItemIds.filter((id) => !state.cards.has(id)).slice(0, room);
  return { due, fresh, newPaused };
}
