import { recallWords, type RecallLanguage } from '@brainboost/domain/cognitive/recall-words';
import { isDue, starterPairs } from '@brainboost/domain/cognitive/spaced-repetition';
import type { GradeBand } from '@brainboost/domain/school/grade-band';
import type { NewRecallCard, RecallCard, RecallDeck } from '@brainboost/domain/schemas/recall-cards';
import type { Db } from '../../db/database.js';
import { brainTrainingErrors } from './brain-training.errors.js';
import { createRecallCardsRepository, type RecallCardRow } from './recall-cards.repository.js';
import { iso } from '../../iso-time.js';

/** Enough for years of review; a deck bigger than this is not a learner's. */
export const maxCards = 200;

const view = (row: RecallCardRow, now: Date): RecallCard => ({
  id: row.id,
  front: row.front,
  back: row.back,
  source: row.source,
  box: row.box,
  dueAt: iso(row.due_at),
  due: isDue(new Date(row.due_at), now),
  reviews: row.reviews,
  lastReviewedAt: row.last_reviewed_at ? iso(row.last_reviewed_at) : null,
});

/** The learner's spaced-recall cards: listing with what is due, adding own cards or the starter pairs, removing. */
export function createRecallCardsService({ db }: { db: Db }) {
  const repository = createRecallCardsRepository(db);
  const deck = async (userId: string, now: Date): Promise<RecallDeck> => {
    const cards = (await repository.listByUser(userId)).map((row) => view(row, now));
    return { cards, dueCount: cards.filter((c) => c.due).length, maxCards };
  };
  const roomFor = async (userId: string, n: number) => {
    if ((await repository.countByUser(userId)) + n > maxCards) throw brainTrainingErrors.deckFull();
  };
  return {
    deck: (userId: string, now = new Date()) => deck(userId, now),

    /** A new card is due at once. The same front twice is refused. */
    async add(userId: string, input: NewRecallCard, now = new Date()): Promise<RecallCard> {
      await roomFor(userId, 1);
      const [row] = await repository.insert([{ user_id: userId, front: input.front, back: input.back, source: 'own', due_at: now }]);
      if (!row) throw brainTrainingErrors.cardExists();
      return view(row, now);
    },

    /** The built-in word pairs of a language and band; pairs already there are skipped. */
    async addStarter(userId: string, language: RecallLanguage, band: GradeBand, now = new Date()): Promise<RecallDeck> {
      const pairs = starterPairs(recallWords[language][band]);
      await roomFor(userId, pairs.length);
      await repository.insert(
        pairs.map((p) => ({ user_id: userId, front: p.front, back: p.back, source: 'starter' as const, due_at: now })),
      );
      return deck(userId, now);
    },

    async remove(userId: string, id: string) {
      if (!(await repository.remove(userId, id))) throw brainTrainingErrors.cardNotFound();
    },

    async exportFor(userId: string) {
      return (await repository.listByUser(userId)).map((row) => view(row, new Date()));
    },
  };
}

export type RecallCardsService = ReturnType<typeof createRecallCardsService>;
