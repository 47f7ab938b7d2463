import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setUpTestI18n } from '../../../i18n.test-helpers';
import { queryClient } from '../../../lib/query-client';
import { LanguagesHubPage } from './languages-hub-page';

vi.mock('../../../stores/session-store', () => ({
  useSession: () => ({ status: 'signedIn', me: { user: { id: 'u1', isChild: false } } }),
}));

beforeAll(setUpTestI18n);
afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const card = (id: string, nativeTitle: string, lessonsCompleted: number) => ({
  id,
  title: id,
  nativeTitle,
  description: '',
  speechLocale: id,
  units: 12,
  items: 560,
  progress: { lessonsCompleted, lessons: 96 },
});
const lesson = (id: string, state: string) => ({ id, type: id.split('-').at(-1), access: 'free', state });
const catalog = (id: string, reached: string[], lessons: ReturnType<typeof lesson>[]) => ({
  ...card(id, id, 0),
  levels: ['beginner', 'intermediate', 'advanced'].map((level, i) => ({
    level,
    reached: reached.includes(level),
    placement: { available: i > 0 },
    units: i === 0 ? [{ id: `${id}-beginner-1`, level, order: 1, title: 'Hello', summary: 'Hi', lessons }] : [],
  })),
});

function stubServer(progress: object, review: object) {
  const requested: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      requested.push(path);
      if (path.startsWith('/api/languages/progress')) return json(progress);
      if (path.startsWith('/api/languages/review')) return json(review);
      if (path === '/api/languages/courses') return json({ courses: [card('es', 'Español', 0), card('zh', '中文', 3)] });
      if (path === '/api/languages/courses/es')
        return json(
          catalog('es', ['beginner'], [lesson('es-beginner-1-introduction', 'start'), lesson('es-beginner-1-phrases', 'locked')]),
        );
      return json(
        catalog(
          'zh',
          ['beginner', 'intermediate'],
          [lesson('zh-beginner-1-introduction', 'completed'), lesson('zh-beginner-1-phrases', 'continue')],
        ),
      );
    }),
  );
  return requested;
}

const renderHub = () =>
  render(
    <MemoryRouter>
      <LanguagesHubPage />
    </MemoryRouter>,
  );

describe('LanguagesHubPage', () => {
  it("shows the server's counters in the learner's time zone, and a calm done state when nothing is due", async () => {
    const requested = stubServer(
      { lessonsCompleted: 0, wordsLearned: 0, streak: { current: 0, longest: 0, freezesAvailable: 0, freezeUsedOn: [] } },
      { exercises: [], due: 0, fresh: 0, newPaused: false },
    );
    renderHub();
    for (const id of ['lessons-completed', 'words-learned', 'days-streak']) expect(await screen.findByTestId(id)).toHaveTextContent('0');
    expect(screen.getByTestId('streak-freezes')).toHaveTextContent('Practise on 7 days to earn a streak freeze');
    expect(await screen.findByTestId('review-done')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Start review' })).toBeNull();
    const zone = encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(requested).toContain(`/api/languages/progress?timeZone=${zone}`);
  });

  it("shows each course in its own script with the level reached, lessons done and the way to the next lesson; today's counts link to the review", async () => {
    stubServer(
      { lessonsCompleted: 3, wordsLearned: 12, streak: { current: 4, longest: 4, freezesAvailable: 1, freezeUsedOn: [] } },
      { exercises: [], due: 5, fresh: 0, newPaused: true },
    );
    renderHub();
    const zh = await screen.findByTestId('course-zh');
    expect(within(zh).getByText('中文')).toHaveAttribute('lang', 'zh-Hans');
    expect(within(zh).getByText('Mandarin Chinese')).toBeInTheDocument();
    expect(await within(zh).findByText('Level reached: Intermediate')).toBeInTheDocument();
    expect(within(zh).getByRole('progressbar', { name: 'Lessons done in Mandarin Chinese' })).toHaveAttribute('aria-valuenow', '3');
    expect(within(zh).getByRole('link', { name: 'Continue Mandarin Chinese: Everyday phrases' })).toHaveAttribute(
      'href',
      '/language-learning/zh/lessons/zh-beginner-1-phrases',
    );
    const es = screen.getByTestId('course-es');
    expect(await within(es).findByRole('link', { name: 'Start learning Spanish: Basic introduction' })).toHaveAttribute(
      'href',
      '/language-learning/es/lessons/es-beginner-1-introduction',
    );
    expect(screen.getByTestId('streak-freezes')).toHaveTextContent('You hold 1 streak freeze');
    expect(await screen.findByTestId('review-counts')).toHaveTextContent('5 words to review');
    expect(screen.getByTestId('review-counts')).not.toHaveTextContent('new word');
    expect(screen.getByRole('link', { name: 'Start review' })).toHaveAttribute('href', '/language-learning/review');
    expect(screen.getByText(/New words wait until you've caught up/)).toBeInTheDocument();
  });
});
