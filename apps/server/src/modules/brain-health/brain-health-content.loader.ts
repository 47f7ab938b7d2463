import { readFileSync } from 'node:fs';
import path from 'node:path';
import { supportedLocales, type Locale } from '@brainboost/domain/i18n/locales';
import { brainHealthContentSchema, type BrainHealthContent } from '@brainboost/domain/schemas/brain-health';

/** Sleep, exercise and nutrition pages from `content/wellbeing/brain-health/<lng>.json`; every language needs the same topics and sources. */
export function loadBrainHealthContent(contentDir: string): Map<Locale, BrainHealthContent> {
  const library = new Map<Locale, BrainHealthContent>();
  for (const locale of supportedLocales) {
    const file = path.join(contentDir, 'wellbeing', 'brain-health', `${locale}.json`);
    const parsed = brainHealthContentSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (!parsed.success) throw new Error(`${file}: ${parsed.error.message}`);
    library.set(locale, parsed.data);
  }
  const shape = (c: BrainHealthContent) => c.topics.map((t) => `${t.id}:${t.sources.map((s) => s.url).join('|')}`).join(',');
  const reference = shape(library.get('en')!);
  for (const [locale, content] of library)
    if (shape(content) !== reference) throw new Error(`brain-health content ${locale} has different topics or sources than en`);
  return library;
}
