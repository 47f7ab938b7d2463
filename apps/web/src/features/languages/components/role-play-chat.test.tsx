import { act, fireEvent, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LessonAttempt } from '@brainboost/domain/schemas/languages';
import { setUpTestI18n } from '../../../i18n.test-helpers';
import { ApiError } from '../../../lib/api-client';
import { LessonRun } from './lesson-run';

const api = vi.hoisted(() => ({ answerExercise: vi.fn(), completeLesson: vi.fn(), reloadAttempt: vi.fn() }));
vi.mock('../api/lesson-attempts-api', () => ({
  answerExercise: api.answerExercise,
  completeLesson: api.completeLesson,
  useLanguageCounters: () => ({ data: { streak: { current: 1 } } }),
  useCourseForNextLesson: () => ({ data: undefined }),
}));
vi.mock('../api/role-play-api', () => ({ reloadAttempt: api.reloadAttempt }));

beforeAll(setUpTestI18n);
afterEach(() => Object.values(api).forEach((fn) => fn.mockReset()));

const readings = { 你好: { pinyin: 'nǐ hǎo', traditional: '你好' } };
const turn = (id: string, say: string, translation: string) => ({
  id,
  kind: 'reply' as const,
  prompt: 'Greet and say your name.',
  speech: { text: say, speechLocale: 'zh-CN' },
  partner: { name: '小明', say, translation, hints: [] },
});
const attempt: LessonAttempt = {
  attemptId: '00000000-0000-4000-8000-000000000002',
  lessonId: 'zh-beginner-1-conversation',
  type: 'conversation',
  courseId: 'zh',
  speechLocale: 'zh-CN',
  material: { scenario: 'Meeting a classmate', goal: 'Greet and say your name.', partner: '小明', mode: 'model' },
  exercises: [{ ...turn('chat-1', '你好', 'Hello'), readings }],
  remaining: ['chat-1'],
  completed: false,
  mode: 'model',
  rolePlay: { opening: { say: '你好', translation: 'Hello' }, turns: [], maxTurns: 8 },
};

const renderRun = (a: LessonAttempt = attempt) =>
  render(
    <MemoryRouter>
      <LessonRun attempt={a} />
    </MemoryRouter>,
  );
async function send(text: string) {
  fireEvent.change(screen.getByTestId('role-play-input'), { target: { value: text } });
  await act(async () => {
    fireEvent.submit(screen.getByTestId('role-play-input').closest('form')!);
  });
}
const bubbles = (role: string) => [...screen.getByTestId('role-play-transcript').querySelectorAll(`[data-role="${role}"]`)];

describe('a role-play with the AI partner', () => {
  it('says the AI partner is running and shows its opening line on the left with pinyin as ruby', () => {
    renderRun();
    expect(screen.getByRole('heading', { name: 'Practice with the AI partner' })).toBeInTheDocument();
    const [opening] = bubbles('partner');
    expect(opening).toHaveClass('self-start');
    expect(opening!.querySelectorAll('[lang="zh-Hans"]')[1]).toHaveTextContent('你(nǐ)好(hǎo)');
    expect([...opening!.querySelectorAll('rt')].map((rt) => rt.textContent)).toEqual(['nǐ', 'hǎo']);
    expect(screen.getByTestId('role-play-turns')).toHaveTextContent('Message 1 of 8');
  });

  it('puts the learner’s message on the right, the correction under it, then the partner’s answer', async () => {
    renderRun();
    api.answerExercise.mockResolvedValue({
      verdict: 'correct',
      correctAnswer: '我叫安娜',
      explanation: '',
      correction: 'Say 你好 first.',
      remaining: ['chat-2'],
      next: turn('chat-2', '很高兴认识你', 'Nice to meet you'),
      turn: { learner: '我叫安娜', partner: { say: '很高兴认识你', translation: 'Nice to meet you' }, correction: 'Say 你好 first.' },
    });
    await send('我叫安娜');
    expect(api.answerExercise).toHaveBeenCalledWith(
      attempt.attemptId,
      expect.objectContaining({ exerciseId: 'chat-1', answer: '我叫安娜' }),
    );
    const [learner] = bubbles('learner');
    expect(learner).toHaveClass('self-end');
    expect(learner).toHaveTextContent('我叫安娜');
    expect(learner!.nextElementSibling).toHaveAttribute('data-role', 'correction');
    expect(learner!.nextElementSibling).toHaveTextContent('Tip: Say 你好 first.');
    expect(bubbles('partner').map((b) => b.textContent)).toEqual([
      expect.stringContaining('Hello'),
      expect.stringContaining('Nice to meet you'),
    ]);
    expect(screen.getByTestId('role-play-input')).toHaveValue('');
    // Only the line to answer offers its audio.
    expect(bubbles('partner').map((b) => b.querySelector('button') !== null)).toEqual([false, true]);
    expect(screen.getByTestId('role-play-turns')).toHaveTextContent('Message 2 of 8');
  });

  it('has no axe violations with a correction shown (contrast is checked in the browser, not in jsdom)', async () => {
    const { container } = renderRun({
      ...attempt,
      rolePlay: {
        ...attempt.rolePlay!,
        turns: [{ learner: '我叫安娜', partner: { say: '你几岁？', translation: 'How old are you?' }, correction: 'Say 你好 first.' }],
      },
    });
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it('shows the tutor’s safety message for a flagged exchange and keeps the message to change', async () => {
    renderRun();
    api.answerExercise.mockResolvedValue({
      verdict: 'wrong',
      correctAnswer: '',
      explanation: '',
      refused: 'personalDetails',
      remaining: ['chat-1'],
    });
    await send('my address is 12 Elm Street');
    expect(screen.getByRole('alert')).toHaveTextContent(/personal details/);
    expect(bubbles('learner')).toHaveLength(0);
    expect(screen.getByTestId('role-play-input')).toHaveValue('my address is 12 Elm Street');
  });

  it('when the model fails: says so and goes on with the scripted dialogue, the message already typed in', async () => {
    renderRun();
    api.answerExercise.mockRejectedValue(new ApiError(503, 'LANGUAGE_PARTNER_UNAVAILABLE', 'The AI partner isn’t answering right now.'));
    api.reloadAttempt.mockResolvedValue({
      ...attempt,
      material: { ...attempt.material, mode: 'scripted' },
      exercises: [
        { ...turn('turn-n1', '你好', 'Hello'), partner: { name: '小明', say: '你好', translation: 'Hello', hints: ['Say hello'] } },
      ],
      remaining: ['turn-n1'],
      mode: 'scripted',
      rolePlay: undefined,
    });
    await send('你好！我叫安娜');
    expect(screen.queryByTestId('role-play')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('The AI partner isn’t answering right now.');
    expect(screen.getByTestId('dialogue-mode')).toHaveTextContent('Practice dialogue');
    await act(async () => {
      fireEvent.click(screen.getByTestId('start-exercises'));
    });
    expect(screen.getByTestId('answer-input')).toHaveValue('你好！我叫安娜');
  });

  it('offers to finish once the partner closes the conversation', async () => {
    renderRun({
      ...attempt,
      exercises: [],
      remaining: [],
      rolePlay: {
        ...attempt.rolePlay!,
        turns: [{ learner: '我叫安娜', partner: { say: '再见', translation: 'Goodbye' }, correction: '' }],
      },
    });
    expect(screen.queryByTestId('role-play-input')).toBeNull();
    expect(bubbles('correction')).toHaveLength(0);
    api.completeLesson.mockResolvedValue({ lessonId: attempt.lessonId, completed: true, newCards: 3 });
    await act(async () => {
      fireEvent.click(screen.getByTestId('finish-lesson'));
    });
    expect(api.completeLesson).toHaveBeenCalledWith(attempt.attemptId);
  });
});
