// @vitest-environment node
import { expect, it } from 'vitest';
import { programmeIds } from '@brainboost/domain/cognitive/programmes';
import { supportedLocales } from '@brainboost/domain/i18n/locales';
import { readLocale } from '../../locale-files.test-helpers';

// Keys, placeholders and empty texts of every namespace are checked in src/locales-complete.test.ts.
it.each([...supportedLocales])('%s names and describes every programme', (lng) => {
  const texts = readLocale(lng, 'programmes')['programmes'] as Record<string, { name?: string; description?: string }>;
  for (const id of programmeIds) expect(texts[id]?.name && texts[id]?.description, `${lng}:${id}`).toBeTruthy();
});
