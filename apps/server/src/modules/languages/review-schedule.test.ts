import { createEmptyCard, Rating, State, type Card } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import { learnerDay } from './learner-day.js';
import { learningStreak } from './learning-streak.js';
import {
  dailyQueue,
  ratingOf,
  retrievability,
  reviewStateFromLog,
  wordsLearned,
  type ReviewEvent,
  type ReviewState,
} from './review-schedule.js';

const at = (iso: string) => new Date(iso);
const day = 86_400_000;
const review = (itemId: string, iso: string, outcome: ReviewEvent['outcome'] = 'right', answerMs = 6_000): ReviewEvent => ({
  itemId,
  at: at(iso),
  outcome,
  answerMs,
});

/** A card in FSRS's Review state, due at `due`, last reviewed `elapsedDays` before it. */
function reviewCard(due: string, stability = 5, elapsedDays = 5): Card {
  const dueAt = at(due);
  return {
    ...createEmptyCard<Card>(dueAt),
    state: State.Review,
    due: dueAt,
    stability,
    difficulty: 5,
    reps: 3,
    scheduled_days: elapsedDays,
    last_review: new Date(dueAt.getTime() - elapsedDays * day),
  };
}
const stateOf = (cards: Record<string, Card>): ReviewState => ({
  cards: new Map(Object.entries(cards)),
  firstSeen: new Map(Object.keys(cards).map((id) => [id, at('2026-01-01T00:00:00Z')])),
});
const items = (n: number, prefix = 'zh-w') => Array.from({ length: n }, (_, i) => `${prefix}${i}`);

describe('rating of an answer', () => {
  it.each([
    ['wrong', 1_000, Rating.Again],
    ['wrong', 60_000, Rating.Again],
    ['typo', 1_000, Rating.Hard],
    ['right', 2_500, Rating.Easy],
    ['right', 2_501, Rating.Good],
    ['right', 20_000, Rating.Good],
    ['right', 20_001, Rating.Hard],
  ] as const)('%s in %i ms is rated %i', (outcome, ms, rating) => {
    expect(ratingOf(outcome, ms)).toBe(rating);
  });
});

describe('cards from the review log', () => {
  const log = [
    review('a', '2026-05-01T09:00:00Z'),
    review('a', '2026-05-01T09:10:00Z'),
    review('a', '2026-05-03T09:00:00Z'),
    review('b', '2026-05-01T09:01:00Z', 'wrong'),
  ];

  it('replays each item’s reviews in time order, whatever order they come in', () => {
    const forward = reviewStateFromLog(log);
    const shuffled = reviewStateFromLog([log[3]!, log[2]!, log[0]!, log[1]!]);
    expect(shuffled.cards).toEqual(forward.cards);
    expect(forward.firstSeen.get('a')).toEqual(at('2026-05-01T09:00:00Z'));
    expect(forward.cards.get('a')!.reps).toBe(3);
  });

  it('counts a word learned once FSRS has moved its card to Review, and only then', () => {
    const { cards } = reviewStateFromLog(log);
    expect(cards.get('a')!.state).toBe(State.Review);
    expect(cards.get('b')!.state).toBe(State.Learning);
    expect(wordsLearned(cards)).toBe(1);
    expect(wordsLearned(reviewStateFromLog(log.slice(0, 1)).cards)).toBe(0);
  });

  it('forgets faster after a wrong answer than after a right one', () => {
    const right = reviewStateFromLog([
      review('a', '2026-05-01T09:00:00Z'),
      review('a', '2026-05-01T09:10:00Z'),
      review('a', '2026-05-03T09:00:00Z'),
    ]);
    const lapsed = reviewStateFromLog([
      review('a', '2026-05-01T09:00:00Z'),
      review('a', '2026-05-01T09:10:00Z'),
      review('a', '2026-05-03T09:00:00Z', 'wrong'),
    ]);
    expect(lapsed.cards.get('a')!.due.getTime()).toBeLessThan(right.cards.get('a')!.due.getTime());
  });
});

describe('daily review queue', () => {
  const utc = { utcOffsetMinutes: 0 };

  it('puts due cards first, most forgotten first, then new items in course order', () => {
    const state = stateOf({
      fresh: reviewCard('2026-05-10T08:00:00Z', 30, 30),
      faded: reviewCard('2026-05-02T08:00:00Z', 2, 2),
      mid: reviewCard('2026-05-08T08:00:00Z', 5, 5),
    });
    const now = at('2026-05-10T12:00:00Z');
    const queue = dailyQueue({ state, courseItemIds: ['mid', 'n1', 'n2'], now, zone: utc });
    expect(queue.due).toEqual(['faded', 'mid', 'fresh']);
    const r = queue.due.map((id) => retrievability(state.cards.get(id)!, now));
    expect(r).toEqual([...r].sort((a, b) => a - b));
    expect(queue.fresh).toEqual(['n1', 'n2']);
    expect(queue.newPaused).toBe(false);
  });

  it('includes review cards due later in the learner’s day, not those due after their midnight', () => {
    const state = stateOf({ tonight: reviewCard('2026-05-10T22:00:00Z'), tomorrow: reviewCard('2026-05-11T01:00:00Z') });
    expect(dailyQueue({ state, courseItemIds: [], now: at('2026-05-10T12:00:00Z'), zone: utc }).due).toEqual(['tonight']);
    // In Tokyo (UTC+9) the day of 12:00 UTC ends at 15:00 UTC: neither is due yet.
    expect(dailyQueue({ state, courseItemIds: [], now: at('2026-05-10T12:00:00Z'), zone: { timeZone: 'Asia/Tokyo' } }).due).toEqual([]);
    // In Los Angeles (UTC−7 in May) the day ends at 07:00 UTC next day: both are due.
    expect(
      dailyQueue({ state, courseItemIds: [], now: at('2026-05-10T12:00:00Z'), zone: { timeZone: 'America/Los_Angeles' } }).due.sort(),
    ).toEqual(['tomorrow', 'tonight']);
  });

  it('uses the learner’s midnight on a daylight-saving day', () => {
    // 8 March 2026 in New York ends at 04:00 UTC (EDT), not 05:00 (EST).
    const state = stateOf({ before: reviewCard('2026-03-09T03:30:00Z'), after: reviewCard('2026-03-09T04:30:00Z') });
    expect(dailyQueue({ state, courseItemIds: [], now: at('2026-03-08T20:00:00Z'), zone: { timeZone: 'America/New_York' } }).due).toEqual([
      'before',
    ]);
  });

  it('waits for a (re)learning card’s step to come', () => {
    const { cards } = reviewStateFromLog([review('a', '2026-05-10T09:00:00Z', 'wrong')]);
    const state = { cards, firstSeen: new Map([['a', at('2026-05-10T09:00:00Z')]]) };
    expect(dailyQueue({ state, courseItemIds: ['a'], now: at('2026-05-10T09:00:30Z'), zone: utc }).due).toEqual([]);
    expect(dailyQueue({ state, courseItemIds: ['a'], now: at('2026-05-10T09:30:00Z'), zone: utc }).due).toEqual(['a']);
  });

  it('introduces at most 15 new items a learner day, counting those met earlier that day in their time zone', () => {
    const ids = items(40);
    expect(dailyQueue({ state: reviewStateFromLog([]), courseItemIds: ids, now: at('2026-05-10T12:00:00Z'), zone: utc }).fresh).toEqual(
      ids.slice(0, 15),
    );
    // Five items met at 23:30 UTC the day before: the same day as noon for a learner at UTC+2, the day before for UTC.
    const log = ids.slice(0, 5).map((id) => review(id, '2026-05-09T23:30:00Z'));
    const state = reviewStateFromLog(log);
    expect(dailyQueue({ state, courseItemIds: ids, now: at('2026-05-10T12:00:00Z'), zone: { utcOffsetMinutes: 120 } }).fresh).toEqual(
      ids.slice(5, 15),
    );
    expect(dailyQueue({ state, courseItemIds: ids, now: at('2026-05-10T12:00:00Z'), zone: utc }).fresh).toEqual(ids.slice(5, 20));
    expect(
      dailyQueue({ state, courseItemIds: ids, now: at('2026-05-10T12:00:00Z'), zone: utc, options: { newPerDay: 3, backlogLimit: 100 } })
        .fresh,
    ).toEqual(ids.slice(5, 8));
  });

  it('pauses new items while more than 100 cards are due, and resumes at 100', () => {
    const backlog = (n: number) =>
      stateOf(
        Object.fromEntries(
          items(n, 'old').map((id, i) => [id, reviewCard(new Date(Date.parse('2026-04-01T00:00:00Z') + i * 60_000).toISOString())]),
        ),
      );
    const now = at('2026-05-10T12:00:00Z');
    const over = dailyQueue({ state: backlog(101), courseItemIds: items(5), now, zone: utc });
    expect(over).toMatchObject({ fresh: [], newPaused: true });
    expect(over.due).toHaveLength(101);
    expect(dailyQueue({ state: backlog(100), courseItemIds: items(5), now, zone: utc })).toMatchObject({
      fresh: items(5),
      newPaused: false,
    });
  });

  it('a learner practising around the world keeps a streak counted on their own days', () => {
    // Evening practice in New York crosses UTC midnight; by UTC days 7 March looks missed.
    const practice = ['2026-03-06T23:30:00Z', '2026-03-08T03:30:00Z', '2026-03-09T03:30:00Z', '2026-03-10T01:00:00Z'].map(at);
    const zone = { timeZone: 'America/New_York' };
    const days = practice.map((t) => learnerDay(t, zone));
    expect(days).toEqual(['2026-03-06', '2026-03-07', '2026-03-08', '2026-03-09']);
    expect(learningStreak(days, learnerDay(at('2026-03-10T12:00:00Z'), zone)).current).toBe(4);
    expect(
      learningStreak(
        practice.map((t) => learnerDay(t, { utcOffsetMinutes: 0 })),
        '2026-03-10',
      ).current,
    ).toBe(3);
  });
});
