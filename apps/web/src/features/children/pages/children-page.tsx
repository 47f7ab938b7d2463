import { Hourglass, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChildSummary } from '@brainboost/domain/schemas/children';
import { FormAlert } from '../../../components/forms/form-alert';
import { LoadingFallback } from '../../../components/loading-fallback';
import { SectionCard } from '../../../components/ui/section-card';
import { useDocumentTitle } from '../../../components/use-document-title';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { refreshLinkedChildren, useLinkedChildren } from '../../../lib/linked-children-query';
import { approveChild } from '../api/children-api';
import { ChildList } from '../components/child-list';
import { RemoveChildDialog } from '../components/remove-child-dialog';
import { ResetPasswordDialog } from '../components/reset-password-dialog';
import { TeacherLinksCard } from '../components/teacher-links-card';
import { RequireSignIn } from '../../../components/require-sign-in';

function ChildrenDashboard() {
  const { t } = useTranslation('children');
  const query = useLinkedChildren();
  const [resetting, setResetting] = useState<ChildSummary | null>(null);
  const [removing, setRemoving] = useState<ChildSummary | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  const approve = async (child: ChildSummary) => {
    setBusyId(child.id);
    try {
      await approveChild(child.id);
      toast.success(t('approvedToast', { username: child.username }));
      await refreshLinkedChildren();
    } catch (err) {
      toast.error(err instanceof ApiError && err.status < 500 && err.status > 0 ? err.message : t('errors:generic.internal'));
    } finally {
      setBusyId(null);
    }
  };
  const actions = { onReset: setResetting, onRemove: setRemoving, onApprove: (c: ChildSummary) => void approve(c), busyId };

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-12 sm:px-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
        <p className="mt-2 text-[var(--fg-muted)]">{t('description')}</p>
      </div>
      {query.isPending ? (
        <LoadingFallback />
      ) : query.isError ? (
        <FormAlert message={t('errors:generic.internal')} />
      ) : (
        <>
          {query.data.pending.length > 0 && (
            <SectionCard
              icon={<Hourglass className="size-5" aria-hidden="true" />}
              title={t('pendingTitle')}
              description={t('pendingDescription')}
            >
              <ChildList items={query.data.pending} actions={actions} />
            </SectionCard>
          )}
          <TeacherLinksCard />
          <SectionCard icon={<Users className="size-5" aria-hidden="true" />} title={t('linkedTitle')}>
            {query.data.children.length > 0 ? (
              <ChildList items={query.data.children} actions={actions} />
            ) : (
              <p className="text-[var(--fg-muted)]">{t('empty')}</p>
            )}
          </SectionCard>
          <p className="text-sm text-[var(--fg-muted)]">{t('privacyNote')}</p>
        </>
      )}
      <ResetPasswordDialog child={resetting} onClose={() => setResetting(null)} />
      <RemoveChildDialog child={removing} onClose={() => setRemoving(null)} onRemoved={() => void refreshLinkedChildren()} />
    </div>
  );
}

/** /children: a signed-in parent's linked children and pending consents. */
export function ChildrenPage() {
  const { t } = useTranslation('children');
  useDocumentTitle(t('title'));
  return (
    <RequireSignIn>
      <ChildrenDashboard />
    </RequireSignIn>
  );
}
