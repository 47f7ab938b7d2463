import { Hourglass, KeyRound, ShieldAlert, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TeacherStudent } from '@brainboost/domain/schemas/teacher-students';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormAlert } from '../../../components/forms/form-alert';
import { LoadingFallback } from '../../../components/loading-fallback';
import { RequireTeacher } from '../../../components/require-teacher';
import { Button } from '../../../components/ui/button';
import { SectionCard } from '../../../components/ui/section-card';
import { useDocumentTitle } from '../../../components/use-document-title';
import { refreshTeacherStudents, useTeacherStudents } from '../../../lib/teacher-students-query';
import { toast } from '../../../lib/toast';
import { removeStudent } from '../api/teacher-api';
import { StatTile } from '../components/stat-tile';
import { StudentList } from '../components/student-list';
import { TeacherPageHeader } from '../components/teacher-page-header';

function Students() {
  const { t } = useTranslation('teacher');
  const query = useTeacherStudents();
  const [removing, setRemoving] = useState<TeacherStudent | null>(null);

  if (query.isPending) return <LoadingFallback />;
  if (query.isError) return <FormAlert message={query.error.message} />;
  const { students } = query.data;
  const waiting = students.filter((s) => s.status === 'pending_parent').length;
  const flagged = students.reduce((sum, s) => sum + (s.flaggedCount ?? 0), 0);

  return (
    <>
      <div className="grid grid-cols-3 gap-3 sm:gap-4">
        <StatTile icon={<Users className="size-5" aria-hidden="true" />} label={t('stats.students')} value={students.length - waiting} />
        <StatTile icon={<Hourglass className="size-5" aria-hidden="true" />} label={t('stats.waiting')} value={waiting} tone="amber" />
        <StatTile icon={<ShieldAlert className="size-5" aria-hidden="true" />} label={t('stats.flagged')} value={flagged} tone="red" />
      </div>
      <SectionCard
        icon={<Users className="size-5" aria-hidden="true" />}
        title={t('students.title')}
        description={t('students.description')}
      >
        {students.length > 0 ? (
          <StudentList students={students} onRemove={setRemoving} />
        ) : (
          <div className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-[var(--border)] p-6">
            <p className="font-medium">{t('students.emptyTitle')}</p>
            <p className="text-sm text-[var(--fg-muted)]">{t('students.empty')}</p>
            <Button asChild size="sm">
              <Link to="/teacher/student-codes">
                <KeyRound className="size-4" aria-hidden="true" />
                {t('students.makeCode')}
              </Link>
            </Button>
          </div>
        )}
      </SectionCard>
      <p className="text-sm text-[var(--fg-muted)]">{t('students.privacyNote')}</p>
      <ConfirmDialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={t('remove.title', { name: removing?.name ?? '' })}
        description={t('remove.description')}
        confirmLabel={t('remove.confirm')}
        onConfirm={async () => {
          if (!removing) return;
          await removeStudent(removing.id);
          toast.success(t('remove.done', { name: removing.name }));
          await refreshTeacherStudents();
        }}
      />
    </>
  );
}

/** /teacher-dashboard: a teacher's students with their tutor activity, the most recently flagged first. */
export function TeacherDashboardPage() {
  const { t } = useTranslation('teacher');
  useDocumentTitle(t('dashboard.title'));
  return (
    <RequireTeacher>
      {() => (
        <>
          <TeacherPageHeader title={t('dashboard.title')} lead={t('dashboard.lead')} />
          <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-10 sm:px-6">
            <Students />
          </div>
        </>
      )}
    </RequireTeacher>
  );
}
