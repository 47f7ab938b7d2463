// @vitest-environment node
import { expect, it } from 'vitest';
import { readLocale } from '../../locale-files.test-helpers';

// Keys, placeholders and empty texts of every namespace are checked in src/locales-complete.test.ts.
it('upload refusals start with the spec’s "Upload failed."', () => {
  const en = readLocale('en', 'errors')['worksheet'] as Record<string, string>;
  for (const key of [
    'empty',
    'tooLarge',
    'unsupportedType',
    'corrupt',
    'passwordProtected',
    'tooManyPages',
    'tooManyPixels',
    'quotaExceeded',
    'storageFailed',
  ])
    expect(en[key]).toMatch(/^Upload failed\. \S/);
});
