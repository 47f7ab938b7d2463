import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TutorAnswer } from '@brainboost/domain/schemas/tutor';
import { FormAlert } from '../../../components/forms/form-alert';
import { DiagramBoundary } from './diagram-boundary';
import { DiagramView } from './diagram-view';

type DiagramAnswer = Extract<TutorAnswer, { kind: 'diagram' | 'figureImpossible' }>;

/** A drawn diagram, or why the figure asked for cannot exist. */
export function DiagramAnswerView({ answer }: { answer: DiagramAnswer }) {
  const { t } = useTranslation('diagrams');
  if (answer.kind === 'figureImpossible') {
    return (
      <div
        role="status"
        className="flex items-start gap-2 rounded-lg bg-amber-50 p-3 text-amber-950 dark:bg-amber-900/30 dark:text-amber-100"
      >
        <TriangleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <p>{t(`impossible.${answer.reason}`, answer.values)}</p>
      </div>
    );
  }
  const failed = <FormAlert message={t('errors:diagrams.couldNotGenerate')} />;
  // A stored diagram from an older shape, or a broken one, is a failure to draw, not a crash
  // (checked by hand: the zod schema would add its weight to the page's start-up code).
  const d = answer.diagram as Partial<typeof answer.diagram> | undefined;
  if (!d || !Array.isArray(d.shapes) || !Array.isArray(d.description) || !(Number(d.width) > 0 && Number(d.height) > 0)) return failed;
  return (
    <DiagramBoundary fallback={failed}>
      <DiagramView diagram={answer.diagram} />
    </DiagramBoundary>
  );
}
