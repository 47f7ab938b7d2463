import { BadgeCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/ui/section-card';
import { useDocumentTitle } from '../../../components/use-document-title';
import { RequestReview } from '../components/request-review';

/** /admin/teacher-verification: requests for the teacher role from /teacher-access. */
export function TeacherVerificationPage() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('teachers.title'));
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{t('teachers.title')}</h1>
        <p className="mt-1 text-[var(--fg-muted)]">{t('teachers.lead')}</p>
      </div>
      <SectionCard icon={<BadgeCheck className="size-5" aria-hidden="true" />} title={t('teachers.pending')}>
        <RequestReview kind="teacher" />
      </SectionCard>
    </div>
  );
}
