import { GraduationCap, UserCheck, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChildTeacherLink } from '@brainboost/domain/schemas/teacher-students';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Button } from '../../../components/ui/button';
import { SectionCard } from '../../../components/ui/section-card';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { approveTeacherLink, removeTeacherLink } from '../api/children-api';
import { refreshChildTeacherLinks, useChildTeacherLinks } from '../api/teacher-links-query';
import { useFormatDate } from './format-date';

const linkKey = (link: ChildTeacherLink) => `${link.childId}:${link.teacherId}`;

/**
 * Teachers a child joined with a class code. Until the parent approves, the teacher sees nothing
 * of the child's tutor chats; the parent may decline, or end an approved link later.
 */
export function TeacherLinksCard() {
  const { t } = useTranslation('children');
  const formatDate = useFormatDate();
  const query = useChildTeacherLinks();
  const [busy, setBusy] = useState<string | null>(null);
  const [removing, setRemoving] = useState<ChildTeacherLink | null>(null);

  if (!query.data || query.data.links.length === 0) return null;

  const approve = async (link: ChildTeacherLink) => {
    setBusy(linkKey(link));
    try {
      await approveTeacherLink(link.childId, link.teacherId);
      toast.success(t('teachers.approvedToast', { teacher: link.teacherName, username: link.childUsername }));
      await refreshChildTeacherLinks();
    } catch (err) {
      toast.error(err instanceof ApiError && err.status > 0 && err.status < 500 ? err.message : t('errors:generic.internal'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <SectionCard
      icon={<GraduationCap className="size-5" aria-hidden="true" />}
      title={t('teachers.title')}
      description={t('teachers.description')}
    >
      <ul className="flex flex-col divide-y divide-[var(--border)]">
        {query.data.links.map((link) => (
          <li key={linkKey(link)} className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <p className="font-semibold">{t('teachers.pair', { teacher: link.teacherName, username: link.childUsername })}</p>
              <p className="text-sm text-[var(--fg-muted)]">
                {link.status === 'pending_parent'
                  ? t('teachers.waiting', { date: formatDate(link.requestedAt) })
                  : t('teachers.active', { username: link.childUsername })}
              </p>
            </div>
            <div className="flex shrink-0 flex-wrap gap-2">
              {link.status === 'pending_parent' && (
                <Button
                  size="sm"
                  onClick={() => void approve(link)}
                  disabled={busy === linkKey(link)}
                  aria-label={t('teachers.approveLabel', { teacher: link.teacherName, username: link.childUsername })}
                >
                  <UserCheck className="size-4" aria-hidden="true" />
                  {t('teachers.approve')}
                </Button>
              )}
              <Button
                size="sm"
                variant="secondary"
                onClick={() => setRemoving(link)}
                aria-label={t('teachers.removeLabel', { teacher: link.teacherName, username: link.childUsername })}
              >
                <X className="size-4" aria-hidden="true" />
                {t(link.status === 'pending_parent' ? 'teachers.decline' : 'teachers.remove')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={t(removing?.status === 'active' ? 'teachers.removeTitle' : 'teachers.declineTitle', {
          teacher: removing?.teacherName ?? '',
          username: removing?.childUsername ?? '',
        })}
        description={t('teachers.removeDescription', { username: removing?.childUsername ?? '' })}
        confirmLabel={t(removing?.status === 'active' ? 'teachers.remove' : 'teachers.decline')}
        onConfirm={async () => {
          if (!removing) return;
          await removeTeacherLink(removing.childId, removing.teacherId);
          toast.success(t('teachers.removedToast', { teacher: removing.teacherName }));
          await refreshChildTeacherLinks();
        }}
      />
    </SectionCard>
  );
}
