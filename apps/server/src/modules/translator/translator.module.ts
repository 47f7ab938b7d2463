import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../providers/payments/clock.js';
import { createTranslationEngine, type TranslationConfig } from '../../providers/translation/create-translation-engine.js';
import { loadPhrasebook } from './phrasebook.loader.js';
import { createReadings } from './translation-readings.js';
import { translatorRoutes } from './translator.routes.js';
import { createTranslatorService, type ExchangeScreen, type FeatureLookup, type VoicePermission } from './translator.service.js';

/**
 * The voice translator (issue 30): the phrasebook under `<contentDir>/phrasebook`, loaded and
 * checked once at start, the configured translation engine (Apertium offline by default), and its
 * routes. The safety check (`screen`) and the parent's voice permission (`voice`) come from the
 * tutor and accounts, bound in app.ts.
 */
export async function registerTranslator(
  app: FastifyInstance,
  deps: {
    db: Db;
    contentDir: string;
    config: TranslationConfig;
    access: FeatureLookup;
    voice: VoicePermission;
    screen: ExchangeScreen;
    clock: Clock;
  },
) {
  const engine = createTranslationEngine(deps.config);
  const translator = createTranslatorService({
    db: deps.db,
    phrasebook: loadPhrasebook(deps.contentDir),
    engine,
    readingOf: createReadings(),
    access: deps.access,
    voice: deps.voice,
    screen: deps.screen,
    clock: deps.clock,
    log: app.log,
  });
  // Said once at start, so an operator sees why only phrasebook phrases translate.
  if (engine?.kind === 'apertium')
    engine.pairs().then(
      (pairs) => {
        if (pairs !== 'all' && pairs.length === 0)
          app.log.warn('no apertium pairs among the translator languages: install apertium-eng-spa (decision 0104)');
      },
      () => app.log.warn('apertium is not installed: the translator answers from the phrasebook only (decision 0104)'),
    );
  await app.register(translatorRoutes, { translator });
  return { translator };
}
