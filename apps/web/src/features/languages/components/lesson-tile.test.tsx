import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LessonState } from '@brainboost/domain/schemas/languages';
import { setUpTestI18n } from '../../../i18n.test-helpers';
import { LessonTile } from './lesson-tile';
import { UpgradeNote } from './upgrade-note';

const session = vi.hoisted(() => ({ isChild: false }));
vi.mock('../../../stores/session-store', () => ({
  useSession: () => ({ status: 'signedIn', me: { user: { id: 'u1', isChild: session.isChild } } }),
}));

beforeAll(setUpTestI18n);
beforeEach(() => {
  session.isChild = false;
});

const renderTile = (state: LessonState, type: 'grammar' | 'conversation' = 'grammar', access = 'premium_content' as const) =>
  render(
    <MemoryRouter>
      <LessonTile
        courseId="zh"
        lesson={{ id: `zh-beginner-2-${type}`, type, access: type === 'conversation' ? 'ai_conversation' : access, state }}
      />
    </MemoryRouter>,
  );

describe('LessonTile', () => {
  it.each([
    ['start', 'Grammar Start'],
    ['continue', 'Grammar Continue'],
    ['completed', 'Grammar Completed · practise again'],
  ] as const)('links a %s lesson to the lesson player', (state, name) => {
    renderTile(state);
    expect(screen.getByRole('link', { name })).toHaveAttribute('href', '/language-learning/zh/lessons/zh-beginner-2-grammar');
  });

  it('shows a locked lesson as text, not a link', () => {
    renderTile('locked');
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Locked')).toBeInTheDocument();
  });

  it('sends a premium lesson to the plans, saying what unlocks it', () => {
    renderTile('premium');
    expect(screen.getByRole('link', { name: 'Grammar Unlock with Premium' })).toHaveAttribute('href', '/pricing');
    renderTile('premium', 'conversation');
    expect(screen.getByRole('link', { name: 'AI conversation Unlock with Premium' })).toHaveAttribute('href', '/pricing');
  });

  it('tells a child to ask a parent, and the upgrade note shows a child no plan to buy', () => {
    session.isChild = true;
    renderTile('premium');
    expect(screen.getByRole('link', { name: 'Grammar Unlock with Premium: ask a parent' })).toHaveAttribute('href', '/pricing');
    render(
      <MemoryRouter>
        <UpgradeNote />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Ask a parent' })).toHaveAttribute('href', '/pricing');
    expect(screen.queryByRole('link', { name: 'See plans' })).toBeNull();
  });
});
