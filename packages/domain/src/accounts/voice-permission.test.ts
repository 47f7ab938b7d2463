import { describe, expect, it } from 'vitest';
import { voiceAllowedFor } from './voice-permission.js';

describe('voiceAllowedFor', () => {
  it('allows any account that is not a child account', () => {
    expect(voiceAllowedFor(undefined)).toBe(true);
  });

  it('allows an approved child only when the parent turned voice on', () => {
    expect(voiceAllowedFor({ status: 'active', voiceAllowed: true })).toBe(true);
    expect(voiceAllowedFor({ status: 'active', voiceAllowed: false })).toBe(false);
  });

  it('refuses a child still waiting for consent, whatever the setting says', () => {
    expect(voiceAllowedFor({ status: 'pending', voiceAllowed: false })).toBe(false);
    expect(voiceAllowedFor({ status: 'pending', voiceAllowed: true })).toBe(false);
  });
});
