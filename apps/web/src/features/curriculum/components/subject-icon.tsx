import { BookOpen, Calculator, Code2, FlaskConical, Globe2, Landmark } from 'lucide-react';
import type { CurriculumSubject } from '@brainboost/domain/curriculum/subjects-and-bands';

const icons = {
  math: Calculator,
  science: FlaskConical,
  ela: BookOpen,
  history: Landmark,
  geography: Globe2,
  'computer-science': Code2,
} satisfies Record<CurriculumSubject, unknown>;

export function SubjectIcon({ subject, className = 'size-6' }: { subject: CurriculumSubject; className?: string }) {
  const Icon = icons[subject];
  return <Icon className={className} aria-hidden="true" />;
}
