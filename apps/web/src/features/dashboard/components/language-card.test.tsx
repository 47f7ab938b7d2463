import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '@brainboost/domain/schemas/dashboard';
import { setUpTestI18n } from '../../../i18n.test-helpers';
import { LanguageCard } from './language-card';

beforeAll(setUpTestI18n);

const renderCard = (languages: Dashboard['languages']) =>
  render(
    <MemoryRouter>
      <LanguageCard languages={languages} />
    </MemoryRouter>,
  );

describe('LanguageCard', () => {
  it('shows the three counters, links today’s review and the next lesson', () => {
    renderCard({
      lessonsCompleted: 4,
      wordsLearned: 37,
      streakDays: 3,
      reviewToday: 12,
      next: { courseId: 'zh', lessonId: 'zh-beginner-2-grammar', unitTitle: 'Numbers and age' },
    });
    const counters = within(screen.getByTestId('language-counters'));
    expect(counters.getByText('Lessons completed').nextSibling).toHaveTextContent('4');
    expect(counters.getByText('Words learned').nextSibling).toHaveTextContent('37');
    expect(counters.getByText('Days streak').nextSibling).toHaveTextContent('3');
    expect(screen.getByRole('link', { name: '12 cards to review today' })).toHaveAttribute('href', '/language-learning/review');
    expect(screen.getByRole('link', { name: 'Continue: Numbers and age' })).toHaveAttribute(
      'href',
      '/language-learning/zh/lessons/zh-beginner-2-grammar',
    );
  });

  it('says when the review is done, and offers the courses before the first lesson', () => {
    renderCard({ lessonsCompleted: 0, wordsLearned: 0, streakDays: 0, reviewToday: 0, next: null });
    expect(screen.getByText('No review left for today.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /to review today/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Start a language course' })).toHaveAttribute('href', '/language-learning');
  });
});
