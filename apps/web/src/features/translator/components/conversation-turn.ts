import type { TranscriptTurn } from '@brainboost/domain/schemas/translator';

/** A turn as the conversation shows it: what is saved, with the readings and the "approximate" label kept for display. */
export type ConversationTurn = TranscriptTurn & { sourceReading: string | null; translationReading: string | null; approximate: boolean };
