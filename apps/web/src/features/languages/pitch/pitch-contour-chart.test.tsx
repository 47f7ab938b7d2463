import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpTestI18n } from '../../../i18n.test-helpers';
import { compareContours } from './contour-comparison';
import { PitchContourChart } from './pitch-contour-chart';
import { toneTargets } from './tone-targets';

beforeAll(setUpTestI18n);

/** Two syllables said level then falling, with a pause between them. */
const points = [
  ...Array.from({ length: 20 }, (_, i) => ({ time: 0.2 + i * 0.01, semitones: 2 })),
  ...Array.from({ length: 20 }, (_, i) => ({ time: 0.6 + i * 0.01, semitones: 2 - i * 0.4 })),
];
const comparison = compareContours(
  { points, medianHz: 220, duration: 1 },
  toneTargets('zh', '他是', { pinyin: 'tā shì', traditional: '他是' }),
)!;

describe('pitch contour chart', () => {
  it('draws each of the learner’s voiced runs and each syllable’s target', () => {
    render(<PitchContourChart comparison={comparison} courseId="zh" />);
    expect(screen.getByRole('img', { name: 'Chart of your pitch drawn over the shapes of the tones' })).toBeInTheDocument();
    expect(screen.getAllByTestId('learner-line')).toHaveLength(2);
    expect(screen.getAllByTestId('target-line')).toHaveLength(2);
  });

  it('tells the same story in words, syllable by syllable, without a grade', () => {
    render(<PitchContourChart comparison={comparison} courseId="zh" />);
    const lines = within(screen.getByTestId('pitch-summary')).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual(['他 tā: yours level — tone level', '是 shì: yours falling — tone falling']);
    expect(lines[0]!.querySelector('[lang="zh-Hans"]')).toHaveTextContent('他 tā');
    expect(screen.getByText(/not a score/)).toBeInTheDocument();
    expect(screen.getByTestId('pitch-chart')).not.toHaveTextContent(/\d+ ?%|\/ ?10|correct/i);
  });
});
