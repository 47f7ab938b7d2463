import { MessageCircleQuestion } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CurriculumBand, CurriculumSubject } from '@brainboost/domain/curriculum/subjects-and-bands';
import type { ShownItem } from '@brainboost/domain/schemas/curriculum';
import { useLocalText } from './local-text';

/** The tutor a subject's problems go to (geography and computer science go to the general tutor). */
const tutorOf: Partial<Record<CurriculumSubject, string>> = {
  math: 'maths',
  science: 'science',
  ela: 'readingWriting',
  history: 'history',
};

/** "Ask the tutor about this problem": homework help with the problem typed in, as the learner saw it. */
export function AskTutorLink({ item, subject, band }: { item: ShownItem; subject: CurriculumSubject; band: CurriculumBand }) {
  const { t } = useTranslation('curriculum');
  const localText = useLocalText(item.kind === 'maths' ? band : null);
  let question: string;
  if (item.kind === 'maths') {
    question = [localText(item.prompt), item.maths ?? ''].filter(Boolean).join('\n');
    if (item.answer.kind === 'choice')
      question += `\n${item.answer.choices.map((c) => (item.answer.kind === 'choice' && item.answer.choicesAreKeys ? localText({ key: c }) : c)).join(' / ')}`;
  } else {
    question = item.prompt;
    if (item.kind === 'choice' || item.kind === 'multi')
      question += `\n${item.choices.map((c, i) => `${String.fromCharCode(65 + i)}. ${c}`).join('\n')}`;
    if (item.kind === 'order') question += `\n${item.pieces.join(' / ')}`;
  }
  const tutor = tutorOf[subject];
  const params = new URLSearchParams({ q: question.slice(0, 1000), ...(tutor ? { subject: tutor } : {}) });
  return (
    <Link
      to={`/homework-help?${params}`}
      className="inline-flex items-center gap-2 text-sm font-medium text-brand-700 underline dark:text-brand-300"
    >
      <MessageCircleQuestion className="size-4" aria-hidden="true" />
      {t('practice.askTutor')}
    </Link>
  );
}
