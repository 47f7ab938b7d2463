import type { PhrasebookLanguage } from '@brainboost/domain/translator/phrasebook';

export type TranslationLanguage = PhrasebookLanguage;
export type TranslationPair = { from: TranslationLanguage; to: TranslationLanguage };

/**
 * Why no translation came back: the engine is missing, misconfigured or refused the key
 * (`unavailable`), failed this text (`failed`), took too long (`timeout`), or does not translate
 * between these two languages (`pair-unsupported`).
 */
export class TranslationEngineError extends Error {
  override name = 'TranslationEngineError';
  constructor(
    readonly reason: 'unavailable' | 'failed' | 'timeout' | 'pair-unsupported',
    message: string,
  ) {
    super(message);
  }
}

/**
 * The machine-translation port (issue 30, decision 0104): `apertium` (offline, default; only the
 * pairs installed on the server, labelled approximate), `libretranslate`, `openai` (a chat model
 * told to answer with the translation only) or `deepl`. Only the utterance is sent, never anything
 * about the learner; a failure is a TranslationEngineError, never a crash of the server.
 */
export interface TranslationEngine {
  readonly kind: 'apertium' | 'libretranslate' | 'openai' | 'deepl';
  /** Machine output known to be rough (rule-based Apertium): the interface says so. */
  readonly approximate: boolean;
  /** The pairs it translates among our languages, or `all` when it takes any (a chat model). */
  pairs(): Promise<readonly TranslationPair[] | 'all'>;
  translate(text: string, pair: TranslationPair): Promise<string>;
}

/** Turns a fetch failure into the port's error: an abort from the timeout signal is `timeout`, no answer at all `unavailable`. */
export function fetchFailure(error: unknown, engine: string): TranslationEngineError {
  if (error instanceof TranslationEngineError) return error;
  const name = (error as { name?: string } | null)?.name;
  if (name === 'TimeoutError' || name === 'AbortError') return new TranslationEngineError('timeout', `${engine} did not answer in time`);
  // fetch rejects with a TypeError when nothing answered (refused, unknown host); anything else broke while reading the answer.
  if (error instanceof TypeError) return new TranslationEngineError('unavailable', `${engine} could not be reached: ${error.message}`);
  return new TranslationEngineError('failed', `${engine} sent an unreadable answer: ${(error as Error).message}`);
}

/** An HTTP error status as the port's reason: a refused key or missing route is `unavailable`, the rest `failed`. */
export function statusFailure(status: number, engine: string): TranslationEngineError {
  return new TranslationEngineError(
    status === 401 || status === 403 || status === 404 ? 'unavailable' : 'failed',
    `${engine} answered ${status}`,
  );
}
