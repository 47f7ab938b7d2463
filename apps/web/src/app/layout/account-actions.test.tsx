import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SessionState } from '../../stores/session-store';
import { setUpTestI18n } from '../../i18n.test-helpers';
import { AccountActions } from './account-actions';

beforeAll(setUpTestI18n);

const signedIn = (tier: 'free' | 'basic' | 'premium' | 'ultimate') =>
  ({
    status: 'signedIn',
    me: {
      user: { id: 'u1', name: 'Pat', email: 'pat@example.org' },
      access: { access_type: 'student' },
      profile: { fullName: 'Pat', avatarUrl: null, initials: 'P' },
      entitlements: { tier, features: [] },
    },
  }) as unknown as SessionState;

describe('the header badge', () => {
  it.each([
    ['basic', 'Basic'],
    ['premium', 'Premium'],
    ['ultimate', 'Ultimate'],
  ] as const)('names a %s subscriber’s own tier', (tier, name) => {
    render(
      <MemoryRouter>
        <AccountActions session={signedIn(tier)} />
      </MemoryRouter>,
    );
    expect(screen.getByText(name)).toBeTruthy();
    if (tier !== 'premium') expect(screen.queryByText('Premium')).toBeNull();
  });
});
