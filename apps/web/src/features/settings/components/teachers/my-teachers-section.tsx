import { GraduationCap, Hourglass, UserMinus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyTeacher } from '@brainboost/domain/schemas/teacher-students';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { Button } from '../../../../components/ui/button';
import { SectionCard } from '../../../../components/ui/section-card';
import { Spinner } from '../../../../components/ui/spinner';
import { useFormatDate } from '../../../../components/use-format-date';
import { toast } from '../../../../lib/toast';
import { leaveTeacher, useMyTeachers } from '../../api/my-teachers';
import { JoinClassForm } from './join-class-form';

/** /settings, "My teachers": join a class with a code, see who can read the tutor chats, leave a teacher. */
export function MyTeachersSection() {
  const { t } = useTranslation('teacher');
  const formatDate = useFormatDate();
  const query = useMyTeachers();
  const [leaving, setLeaving] = useState<MyTeacher | null>(null);

  return (
    <SectionCard
      icon={<GraduationCap className="size-5" aria-hidden="true" />}
      title={t('settings.title')}
      description={t('settings.description')}
    >
      <div className="flex flex-col gap-6">
        {query.isPending ? (
          <Spinner className="size-6" />
        ) : query.isError ? (
          <p role="alert">{query.error.message}</p>
        ) : query.data.teachers.length > 0 ? (
          <ul
            aria-label={t('settings.listLabel')}
            className="flex flex-col divide-y divide-[var(--border)] rounded-xl border border-[var(--border)]"
          >
            {query.data.teachers.map((teacher) => (
              <li key={teacher.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2">
                    <span className="truncate font-semibold">{teacher.name}</span>
                    {teacher.status === 'pending_parent' && (
                      <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-900/40 dark:text-amber-100">
                        <Hourglass className="size-3" aria-hidden="true" />
                        {t('settings.waitingForParent')}
                      </span>
                    )}
                  </p>
                  <p className="text-sm text-[var(--fg-muted)]">
                    {teacher.status === 'active' ? t('settings.canRead', { date: formatDate(teacher.since) }) : t('settings.pendingNote')}
                  </p>
                </div>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => setLeaving(teacher)}
                  aria-label={t('settings.leaveLabel', { name: teacher.name })}
                >
                  <UserMinus className="size-4" aria-hidden="true" />
                  {t('settings.leave')}
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-[var(--fg-muted)]">{t('settings.none')}</p>
        )}
        <JoinClassForm />
      </div>
      <ConfirmDialog
        open={leaving !== null}
        onClose={() => setLeaving(null)}
        title={t('settings.leaveTitle', { name: leaving?.name ?? '' })}
        description={t('settings.leaveDescription')}
        confirmLabel={t('settings.leave')}
        onConfirm={async () => {
          if (!leaving) return;
          await leaveTeacher(leaving.id);
          toast.success(t('settings.left', { name: leaving.name }));
        }}
      />
    </SectionCard>
  );
}
