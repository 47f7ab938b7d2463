import { useTranslation } from 'react-i18next';
import type { Expectation } from '@brainboost/domain/schemas/bot-testing';

/** What a case expects, in a short sentence. */
export function ExpectationLabel({ expectation }: { expectation: Expectation }) {
  const { t } = useTranslation('botTesting');
  if (expectation.type === 'answer')
    return <>{t('expects.answer', { answer: expectation.answer, kind: t(`answerKind.${expectation.kind}`) })}</>;
  if (expectation.type === 'contains' || expectation.type === 'notContains')
    return <>{t(`expects.${expectation.type}`, { text: expectation.text })}</>;
  return <>{t(`expects.${expectation.type}`)}</>;
}
