import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpTestI18n } from '../../../i18n.test-helpers';
import { AnswerFeedback, type Feedback } from './answer-feedback';

beforeAll(setUpTestI18n);

const show = (feedback: Feedback, comesBack = feedback.verdict === 'wrong') =>
  render(<AnswerFeedback feedback={feedback} courseId="es" showReadings correctInTarget comesBack={comesBack} />);

describe('answer feedback', () => {
  it('a wrong answer: the right one in the course language, why, and that it comes back', () => {
    show({ verdict: 'wrong', correctAnswer: 'adiós', explanation: 'adiós — goodbye. ¡Adiós, Ana! (Goodbye, Ana!)' });
    expect(screen.getByTestId('correct-answer')).toHaveTextContent('The answer is: adiós');
    expect(screen.getByTestId('correct-answer').querySelector('[lang="es"]')).toHaveTextContent('adiós');
    expect(screen.getByTestId('explanation')).toHaveTextContent('adiós — goodbye.');
    expect(screen.getByText('This one will come back later in the session.')).toBeInTheDocument();
  });

  it('a typo: accepted gently, with the note and the exact form, and nothing comes back', () => {
    show({ verdict: 'typo', note: 'accents', correctAnswer: 'adiós', explanation: 'adiós — goodbye.' });
    expect(screen.getByText('Right, with a small slip.')).toBeInTheDocument();
    expect(screen.getByText('Watch the accents.')).toBeInTheDocument();
    expect(screen.getByTestId('correct-answer')).toHaveTextContent('adiós');
    expect(screen.queryByTestId('explanation')).toBeNull();
    expect(screen.queryByText(/come back/)).toBeNull();
  });

  it('a right answer: just says so', () => {
    show({ verdict: 'correct', correctAnswer: 'adiós', explanation: '' });
    expect(screen.getByText("That's right!")).toBeInTheDocument();
    expect(screen.queryByTestId('correct-answer')).toBeNull();
  });
});
