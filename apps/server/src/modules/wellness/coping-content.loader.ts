import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gradeBands, type GradeBand } from '@brainboost/domain/school/grade-band';
import { supportedLocales, type Locale } from '@brainboost/domain/i18n/locales';
import { copingContentSchema, type CopingContent } from '@brainboost/domain/schemas/wellness';
import { z } from 'zod';

const fileSchema = z.object(
  Object.fromEntries(gradeBands.map((band) => [band, copingContentSchema.omit({ band: true })])) as Record<
    GradeBand,
    ReturnType<typeof copingContentSchema.omit<{ band: true }>>
  >,
);

export type CopingLibrary = Map<Locale, Record<GradeBand, CopingContent>>;

/**
 * Coping strategies per grade band from `content/wellbeing/coping/<lng>.json`. Every language must
 * have every band with the same strategy ids, else start-up stops.
 */
export function loadCopingContent(contentDir: string): CopingLibrary {
  const library: CopingLibrary = new Map();
  for (const locale of supportedLocales) {
    const file = path.join(contentDir, 'wellbeing', 'coping', `${locale}.json`);
    const parsed = fileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (!parsed.success) throw new Error(`${file}: ${parsed.error.message}`);
    const bands = Object.fromEntries(gradeBands.map((band) => [band, { band, ...parsed.data[band] }])) as Record<GradeBand, CopingContent>;
    library.set(locale, bands);
  }
  const reference = library.get('en')!;
  for (const [locale, bands] of library) {
    for (const band of gradeBands) {
      const ids = bands[band].strategies.map((s) => s.id).join(',');
      if (ids !== reference[band].strategies.map((s) => s.id).join(','))
        throw new Error(`coping content ${locale}/${band} has different strategies than en`);
    }
  }
  return library;
}
