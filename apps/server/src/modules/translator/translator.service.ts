import type { FastifyBaseLogger } from 'fastify';
import type { Feature } from '@brainboost/domain/billing/entitlements';
import type { SaveTranscriptInput, TranslateInput, Translation, TranslatorStatus } from '@brainboost/domain/schemas/translator';
import { phrasebookLanguages, type PhrasebookCategory } from '@brainboost/domain/translator/phrasebook';
import type { Db } from '../../db/database.js';
import { createFixedWindowCounter } from '../../plugins/fixed-window-counter.js';
import type { Clock } from '../../providers/payments/clock.js';
import { TranslationEngineError, type TranslationEngine } from '../../providers/translation/translation.port.js';
import { createPhrasebookIndex } from './phrasebook-match.js';
import type { ReadingOf } from './translation-readings.js';
import { createTranscriptsRepository } from './transcripts.repository.js';
import { translatorErrors } from './translator.errors.js';

export type FeatureLookup = { featuresOf(userId: string, now?: Date): Promise<ReadonlySet<Feature>> };
/** Whether the account may use voice features (shared contract 1: an under-13 child only when their parent allowed it). */
export type VoicePermission = { voiceAllowed(userId: string): Promise<boolean> };
/** The tutor's safety check (as languages' role-play takes it): the concern an exchange raises, recorded for the parent or teacher, or null. */
export type ExchangeScreen = (
  userId: string,
  exchange: { learnerText: string; partnerText?: string; title: string },
  now: Date,
) => Promise<string | null>;

/** Translations per account per minute: a conversation is a few turns a minute, a script hammering an engine is not. */
export const translationsPerMinute = 30;
/** The title a flagged exchange gets in the tutor history the parent or teacher reads. */
const screenTitle = 'Voice translator';

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * The voice translator (issue 30, decision 0104): the curated phrasebook answers an exact phrase,
 * else the configured engine translates; readings come with both texts. Who may translate
 * (voice_translation, the parent's permission) is checked here; both texts pass the tutor's
 * safety check. Nothing is stored unless the user saves a transcript.
 */
export function createTranslatorService({
  db,
  phrasebook,
  engine,
  readingOf,
  access,
  voice,
  screen,
  clock,
  log,
}: {
  db: Db;
  phrasebook: readonly PhrasebookCategory[];
  engine: TranslationEngine | null;
  readingOf: ReadingOf;
  access: FeatureLookup;
  voice: VoicePermission;
  screen: ExchangeScreen;
  clock: Clock;
  log: FastifyBaseLogger;
}) {
  const index = createPhrasebookIndex(phrasebook);
  const transcripts = createTranscriptsRepository(db);
  const perAccount = createFixedWindowCounter({ windowMs: 60_000 });

  async function accessOf(userId: string, now: Date): Promise<TranslatorStatus['access']> {
    if (!(await access.featuresOf(userId, now)).has('voice_translation')) return 'upgrade';
    return (await voice.voiceAllowed(userId)) ? 'allowed' : 'parent-permission';
  }

  async function machineTranslation(input: TranslateInput): Promise<string> {
    if (!engine) throw translatorErrors.pairUnsupported();
    try {
      return await engine.translate(input.text.trim(), { from: input.from, to: input.to });
    } catch (error) {
      if (error instanceof TranslationEngineError && error.reason === 'pair-unsupported') throw translatorErrors.pairUnsupported();
      // Only the engine's reason is logged, never the user's text.
      log.warn(
        { engine: engine.kind, reason: error instanceof TranslationEngineError ? error.reason : 'failed' },
        (error as Error).message,
      );
      throw translatorErrors.failed();
    }
  }

  const readingOrNull = (text: string, language: TranslateInput['from']) =>
    readingOf(text, language).catch((error: unknown) => {
      log.warn({ language }, `no reading: ${(error as Error).message}`);
      return null;
    });

  return {
    async status(userId: string): Promise<TranslatorStatus> {
      const pairs = engine
        ? await engine.pairs().catch((error: unknown) => {
            log.warn({ engine: engine.kind }, `translation pairs unknown: ${(error as Error).message}`);
            return [];
          })
        : [];
      return {
        access: await accessOf(userId, clock.now()),
        engine: engine?.kind ?? null,
        approximate: engine?.approximate ?? false,
        pairs: pairs === 'all' ? 'all' : [...pairs],
        languages: [...phrasebookLanguages],
      };
    },

    phrasebook() {
      return { categories: phrasebook.map((c) => ({ category: c.category, phrases: c.phrases })) };
    },

    async translate(userId: string, input: TranslateInput): Promise<Translation> {
      const now = clock.now();
      const allowed = await accessOf(userId, now);
      if (allowed === 'upgrade') throw translatorErrors.upgradeRequired();
      if (allowed === 'parent-permission') throw translatorErrors.parentPermissionRequired();
      if (perAccount.hit(userId, Date.now()).count > translationsPerMinute) throw translatorErrors.tooMany();
      // The text is screened before any engine sees it, then again with its translation.
      if (await screen(userId, { learnerText: input.text, title: screenTitle }, now)) throw translatorErrors.unsafe();
      const match = index.find(input.text, input.from, input.to);
      const translation = match?.translation ?? (await machineTranslation(input));
      if (await screen(userId, { learnerText: input.text, partnerText: translation, title: screenTitle }, now))
        throw translatorErrors.unsafe();
      const [sourceReading, translationReading] = await Promise.all([
        readingOrNull(input.text, input.from),
        readingOrNull(translation, input.to),
      ]);
      return {
        translation,
        engine: match ? 'phrasebook' : engine!.kind,
        approximate: !match && !!engine?.approximate,
        sourceReading,
        translationReading,
        phraseId: match?.phrase.id ?? null,
      };
    },

    /** Saving needs the plan that translates; reading and deleting saved ones do not (they stay the user's after a downgrade). */
    async saveTranscript(userId: string, input: SaveTranscriptInput) {
      if (!(await access.featuresOf(userId, clock.now())).has('voice_translation')) throw translatorErrors.upgradeRequired();
      const row = await transcripts.insert(userId, input, clock.now());
      return { id: row.id, title: row.title, turnCount: row.turn_count, savedAt: iso(row.saved_at) };
    },

    async listTranscripts(userId: string) {
      const rows = await transcripts.listOf(userId);
      return { transcripts: rows.map((r) => ({ id: r.id, title: r.title, turnCount: r.turn_count, savedAt: iso(r.saved_at) })) };
    },

    async transcript(userId: string, id: string) {
      const row = await transcripts.find(userId, id);
      if (!row) throw translatorErrors.transcriptNotFound();
      return { id: row.id, title: row.title, turnCount: row.turn_count, savedAt: iso(row.saved_at), turns: row.turns };
    },

    async deleteTranscript(userId: string, id: string) {
      if (!(await transcripts.delete(userId, id))) throw translatorErrors.transcriptNotFound();
    },

    /** Everything stored about the user's translator use: only the transcripts they saved. */
    async exportFor(userId: string) {
      const rows = await transcripts.allOf(userId);
      return { transcripts: rows.map((r) => ({ title: r.title, savedAt: iso(r.saved_at), turns: r.turns })) };
    },
  };
}

export type TranslatorService = ReturnType<typeof createTranslatorService>;
