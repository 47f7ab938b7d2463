import { useTranslation } from 'react-i18next';
import type { GradeBand } from '@brainboost/domain/school/grade-band';
import type { ExplanationLine } from '@brainboost/domain/schemas/tutor';
import { MathTex } from '../../../components/math-tex';

const marker = '\u0000';

/**
 * One translated line of an explanation: the grade band picks the wording (i18next context, e.g.
 * `linear.subtractBoth_elementary`), and each value is rendered as maths inside the sentence.
 */
export function ExplanationText({ line, gradeBand }: { line: ExplanationLine; gradeBand: GradeBand }) {
  const { t } = useTranslation('tutor');
  const names = Object.keys(line.values);
  const placeholders = Object.fromEntries(names.map((name, i) => [name, `${marker}${i}${marker}`]));
  const text = t(line.key, { ...placeholders, context: gradeBand, interpolation: { escapeValue: false } });
  const parts = text.split(marker);
  return (
    <span>
      {parts.map((part, i) =>
        i % 2 === 1 ? <MathTex key={i} latex={line.values[names[Number(part)]!] ?? ''} /> : <span key={i}>{part}</span>,
      )}
    </span>
  );
}
