import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LessonAttempt } from '@brainboost/domain/schemas/languages';
import { setUpTestI18n } from '../../../i18n.test-helpers';
import type { AnswerResult } from '../api/lesson-attempts-api';
import { LessonRun } from './lesson-run';

const api = vi.hoisted(() => ({ answerExercise: vi.fn(), completeLesson: vi.fn() }));
vi.mock('../api/lesson-attempts-api', () => ({
  ...api,
  useLanguageCounters: () => ({ data: { streak: { current: 1 } } }),
  useCourseForNextLesson: () => ({ data: undefined }),
}));

beforeAll(setUpTestI18n);
afterEach(() => {
  api.answerExercise.mockReset();
  api.completeLesson.mockReset();
});

const attempt: LessonAttempt = {
  attemptId: '00000000-0000-4000-8000-000000000001',
  lessonId: 'es-beginner-1-writing',
  type: 'writing',
  courseId: 'es',
  speechLocale: 'es-ES',
  exercises: [
    { id: 'writing-1', kind: 'type', prompt: 'Write this in Spanish.', english: 'Good morning.' },
    { id: 'writing-2', kind: 'type', prompt: 'Write this in Spanish.', english: 'Thank you.' },
  ],
  remaining: ['writing-1', 'writing-2'],
  completed: false,
};
const result = (verdict: AnswerResult['verdict'], remaining: string[], extra: Partial<AnswerResult> = {}): AnswerResult => ({
  verdict,
  correctAnswer: 'Buenos días.',
  explanation: 'días has an accent.',
  remaining,
  ...extra,
});

async function answer(text: string) {
  fireEvent.change(screen.getByTestId('answer-input'), { target: { value: text } });
  await act(async () => {
    fireEvent.submit(screen.getByTestId('answer-input').closest('form')!);
  });
}
const shown = () => screen.getByTestId('exercise-english').textContent;

describe('a lesson attempt', () => {
  it('explains a wrong answer in a live region, asks it again after the others, flags a typo gently, then completes', async () => {
    api.answerExercise
      .mockResolvedValueOnce(result('wrong', ['writing-2', 'writing-1']))
      .mockResolvedValueOnce(result('correct', ['writing-1']))
      .mockResolvedValueOnce(result('typo', [], { note: 'accents' }));
    api.completeLesson.mockResolvedValueOnce({ lessonId: attempt.lessonId, completed: true, newCards: 0 });
    render(
      <MemoryRouter>
        <LessonRun attempt={attempt} />
      </MemoryRouter>,
    );

    expect(shown()).toBe('Good morning.');
    await answer('Buenas');
    const feedback = screen.getByTestId('answer-feedback');
    expect(feedback.closest('[aria-live="polite"]')).not.toBeNull();
    expect(screen.getByTestId('explanation')).toHaveTextContent('días has an accent.');
    expect(screen.getByText('This one will come back later in the session.')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('continue'));

    expect(shown()).toBe('Thank you.');
    expect(screen.getByText('0 of 2 done')).toBeInTheDocument();
    await answer('Gracias.');
    fireEvent.click(screen.getByTestId('continue'));
    expect(screen.getByText('1 of 2 done')).toBeInTheDocument();

    expect(shown()).toBe('Good morning.');
    await answer('Buenos dias.');
    expect(screen.getByText('Right, with a small slip.')).toBeInTheDocument();
    expect(screen.getByText('Watch the accents.')).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(screen.getByTestId('continue'));
    });
    expect(api.completeLesson).toHaveBeenCalledWith(attempt.attemptId);
    expect(screen.getByTestId('summary-score')).toHaveTextContent('1 of 2');
    expect(api.answerExercise.mock.calls.map(([, input]) => (input as { exerciseId: string }).exerciseId)).toEqual([
      'writing-1',
      'writing-2',
      'writing-1',
    ]);
  });

  it('a scripted dialogue says it is not an AI model and goes on to the turn the server sends', async () => {
    const turn = (id: string, say: string) => ({
      id,
      kind: 'reply' as const,
      prompt: 'Greet Ana.',
      speech: { text: say, speechLocale: 'es-ES' },
      partner: { name: 'Ana', say, translation: '…', hints: [] },
    });
    api.answerExercise.mockResolvedValueOnce(result('correct', ['turn-n2'], { next: turn('turn-n2', '¿Cómo te llamas?') }));
    render(
      <MemoryRouter>
        <LessonRun
          attempt={{
            ...attempt,
            lessonId: 'es-beginner-1-conversation',
            type: 'conversation',
            material: { scenario: 'At school', goal: 'Greet Ana.', partner: 'Ana', mode: 'scripted' },
            exercises: [turn('turn-n1', '¡Hola!')],
            remaining: ['turn-n1'],
          }}
        />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('dialogue-mode')).toHaveTextContent('Practice dialogue: a scripted conversation, no AI model');
    fireEvent.click(screen.getByTestId('start-exercises'));
    expect(screen.getByTestId('partner-line')).toHaveTextContent('¡Hola!');
    await answer('¡Hola, Ana!');
    fireEvent.click(screen.getByTestId('continue'));
    expect(screen.getByTestId('partner-line')).toHaveTextContent('¿Cómo te llamas?');
  });
});
