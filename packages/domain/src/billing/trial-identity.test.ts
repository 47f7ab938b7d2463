import { describe, expect, it } from 'vitest';
import { trialEmailKey } from './trial-identity.js';

describe('the email a trial is remembered by', () => {
  it('ignores case, spaces and a +tag, but not the domain', () => {
    expect(trialEmailKey('  Pat.Parent+again@Example.ORG ')).toBe('pat.parent@example.org');
    expect(trialEmailKey('pat@example.org')).not.toBe(trialEmailKey('pat@example.net'));
  });
});
