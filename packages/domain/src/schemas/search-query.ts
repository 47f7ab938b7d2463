import { z } from 'zod';
import { supportedLocales } from '../i18n/locales.js';

/** A search of our own texts (the knowledge hub, the curriculum): what was typed, and the language to search in. */
export const searchQuerySchema = z.object({
  q: z.string({ error: 'search.queryInvalid' }).trim().min(1, { error: 'search.queryEmpty' }).max(100, { error: 'search.queryTooLong' }),
  lng: z.enum(supportedLocales, { error: 'search.languageInvalid' }).optional(),
});
/** At most this many results of each kind. */
export const searchResultLimit = 20;
