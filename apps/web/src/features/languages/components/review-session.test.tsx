import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setUpTestI18n } from '../../../i18n.test-helpers';
import type { ReviewCard, ReviewResult } from '../api/review-api';
import { ReviewSession } from './review-session';

const answerReview = vi.hoisted(() => vi.fn());
vi.mock('../api/review-api', () => ({ answerReview }));

beforeAll(setUpTestI18n);

const card = (id: string, english: string): ReviewCard => ({
  id,
  kind: 'type',
  prompt: 'Write this in Spanish.',
  english,
  speech: { text: id, speechLocale: 'es-ES' },
  itemId: id,
  courseId: 'es',
});
const result = (verdict: ReviewResult['verdict'], rating: ReviewResult['rating'], inMs: number): ReviewResult => ({
  verdict,
  correctAnswer: 'hola',
  explanation: 'hola — hello.',
  rating,
  nextReviewAt: new Date(Date.now() + inMs).toISOString(),
});

const shownItem = () => screen.getByTestId('review-english').textContent;
async function answer(text: string) {
  fireEvent.change(screen.getByTestId('answer-input'), { target: { value: text } });
  await act(async () => {
    fireEvent.submit(screen.getByTestId('answer-input').closest('form')!);
  });
}

describe('the review session', () => {
  it('shows how FSRS counted each answer and when it comes back, and asks a missed card again at the end', async () => {
    const onDone = vi.fn();
    answerReview
      .mockResolvedValueOnce(result('wrong', 'again', 60_000))
      .mockResolvedValueOnce(result('correct', 'good', 3 * 86_400_000))
      .mockResolvedValueOnce(result('correct', 'easy', 8 * 86_400_000));
    render(<ReviewSession cards={[card('hola', 'hello'), card('adios', 'goodbye')]} onDone={onDone} />);

    expect(shownItem()).toBe('hello');
    await answer('ola?');
    expect(answerReview).toHaveBeenLastCalledWith(expect.objectContaining({ courseId: 'es', itemId: 'hola', answer: 'ola?' }));
    expect(screen.getByTestId('review-rating')).toHaveTextContent('Counted as Again. Next review in 1 minute.');
    expect(screen.getByText('This one will come back later in the session.')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('continue'));

    expect(shownItem()).toBe('goodbye');
    await answer('adiós');
    expect(screen.getByTestId('review-rating')).toHaveTextContent('Counted as Good. Next review in 3 days.');
    fireEvent.click(screen.getByTestId('continue'));

    // The missed card again, last.
    expect(shownItem()).toBe('hello');
    await answer('hola');
    expect(screen.getByTestId('review-rating')).toHaveTextContent('Counted as Easy. Next review in 8 days.');
    fireEvent.click(screen.getByTestId('continue'));
    expect(onDone).toHaveBeenCalledWith({ answered: 3, right: 2 });
    // Each answer is its own request: a new client key every time.
    expect(new Set(answerReview.mock.calls.map(([input]) => (input as { clientKey: string }).clientKey)).size).toBe(3);
  });

  it('"I don\'t remember" sends an empty answer, which the server counts as Again', async () => {
    answerReview.mockResolvedValueOnce(result('wrong', 'again', 60_000));
    render(<ReviewSession cards={[card('hola', 'hello')]} onDone={() => {}} />);
    await act(async () => {
      fireEvent.click(screen.getByTestId('dont-remember'));
    });
    expect(answerReview).toHaveBeenLastCalledWith(expect.objectContaining({ itemId: 'hola', answer: '' }));
    expect(screen.getByTestId('correct-answer')).toHaveTextContent('hola');
  });
});
