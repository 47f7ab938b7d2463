import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setUpTestI18n } from '../../../i18n.test-helpers';
import { queryClient } from '../../../lib/query-client';
import { PlacementPage } from './placement-page';

vi.mock('../../../stores/session-store', () => ({
  useSession: () => ({ status: 'signedIn', me: { user: { id: 'u1', isChild: false } } }),
}));

beforeAll(setUpTestI18n);
afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

const questions = Array.from({ length: 10 }, (_, i) => ({
  id: `zh-pi-${i}`,
  prompt: `Choose the Chinese for “sentence ${i}”.`,
  choices: [`甲${i}`, `乙${i}`, `丙${i}`, `丁${i}`],
}));
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function stubServer(score: number) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_path: string, init: RequestInit) => {
      if (init.method === 'POST') {
        sent.push(JSON.parse(String(init.body)));
        return json({ score, passed: score >= 8, answers: questions.map(() => 1) });
      }
      return json({ courseId: 'zh', level: 'intermediate', questions });
    }),
  );
  return sent;
}

const renderPage = () =>
  render(
    <MemoryRouter initialEntries={['/language-learning/zh/placement/intermediate']}>
      <Routes>
        <Route path="/language-learning/:courseId/placement/:level" element={<PlacementPage />} />
      </Routes>
    </MemoryRouter>,
  );

describe('PlacementPage', () => {
  it('asks for every answer first, then sends one choice per question and says the learner is placed', async () => {
    const sent = stubServer(9);
    renderPage();
    const groups = await screen.findAllByRole('group');
    expect(groups).toHaveLength(10);
    expect(within(groups[0]!).getByText('乙0')).toHaveAttribute('lang', 'zh-Hans');

    await userEvent.click(within(groups[0]!).getByLabelText('乙0'));
    await userEvent.click(screen.getByRole('button', { name: 'See my result' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose an answer for 9 more questions to see your result.');
    expect(sent).toEqual([]);

    for (const [i, group] of groups.entries()) await userEvent.click(within(group).getByLabelText(i === 3 ? `甲${i}` : `乙${i}`));
    await userEvent.click(screen.getByRole('button', { name: 'See my result' }));
    const result = await screen.findByTestId('placement-result');
    expect(sent).toEqual([{ answers: [1, 1, 1, 0, 1, 1, 1, 1, 1, 1] }]);
    expect(result).toHaveTextContent("You're placed at Intermediate level!");
    expect(result).toHaveTextContent('You got 9 of 10 right.');
    expect(within(result).getByRole('link', { name: 'Back to the course' })).toHaveAttribute('href', '/language-learning/zh');
    // The choices now show what was right and can no longer change.
    expect(within(groups[3]!).getByLabelText('Your answer')).toBeInTheDocument();
    expect(within(groups[3]!).getByLabelText('甲3')).toBeDisabled();
  });

  it('keeps the learner where they are, encouragingly, when the score is short', async () => {
    stubServer(5);
    renderPage();
    const groups = await screen.findAllByRole('group');
    for (const [i, group] of groups.entries()) await userEvent.click(within(group).getByLabelText(`丙${i}`));
    await userEvent.click(screen.getByRole('button', { name: 'See my result' }));
    expect(await screen.findByTestId('placement-result')).toHaveTextContent(
      'You got 5 of 10 right; 8 opens Intermediate level. The lessons before it will get you there',
    );
  });
});
