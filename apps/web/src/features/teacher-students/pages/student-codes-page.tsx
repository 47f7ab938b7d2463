import { KeyRound, Plus, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { classCodeLifetimeDays } from '@brainboost/domain/teacher-students/class-codes';
import type { ClassCodeSummary } from '@brainboost/domain/schemas/teacher-students';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormAlert } from '../../../components/forms/form-alert';
import { RequireTeacher } from '../../../components/require-teacher';
import { Button } from '../../../components/ui/button';
import { SectionCard } from '../../../components/ui/section-card';
import { Spinner } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../components/use-document-title';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { createClassCode, refreshClassCodes, revokeClassCode, useClassCodes } from '../api/teacher-api';
import { ClassCodeList } from '../components/class-code-list';
import { CopyCodeButton } from '../components/copy-code-button';
import { TeacherPageHeader } from '../components/teacher-page-header';

function Codes() {
  const { t } = useTranslation('teacher');
  const query = useClassCodes();
  const [made, setMade] = useState<ClassCodeSummary | null>(null);
  const [busy, setBusy] = useState(false);
  const [revoking, setRevoking] = useState<ClassCodeSummary | null>(null);

  const make = async () => {
    setBusy(true);
    try {
      setMade(await createClassCode());
      await refreshClassCodes();
    } catch (err) {
      toast.error(err instanceof ApiError && err.status > 0 && err.status < 500 ? err.message : t('errors:generic.internal'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <SectionCard
        icon={<Sparkles className="size-5" aria-hidden="true" />}
        title={t('codes.newTitle')}
        description={t('codes.newDescription', { days: classCodeLifetimeDays })}
      >
        {made ? (
          <div className="flex flex-col gap-4 rounded-xl bg-brand-50 p-5 sm:flex-row sm:items-center sm:justify-between dark:bg-brand-800/30">
            <div>
              <p className="text-sm font-medium text-brand-800 dark:text-brand-100">{t('codes.madeLabel')}</p>
              <p className="font-mono text-3xl font-bold tracking-[0.25em]" aria-live="polite">
                {made.code}
              </p>
              <p className="mt-1 text-sm text-[var(--fg-muted)]">{t('codes.madeHint')}</p>
            </div>
            <div className="flex flex-wrap gap-2">
              <CopyCodeButton code={made.code} variant="primary" />
              <Button size="sm" variant="secondary" onClick={() => void make()} disabled={busy}>
                {busy ? <Spinner className="size-4" /> : <Plus className="size-4" aria-hidden="true" />}
                {t('codes.makeAnother')}
              </Button>
            </div>
          </div>
        ) : (
          <Button onClick={() => void make()} disabled={busy}>
            {busy ? <Spinner className="size-4" /> : <Plus className="size-4" aria-hidden="true" />}
            {t('codes.make')}
          </Button>
        )}
      </SectionCard>
      <SectionCard icon={<KeyRound className="size-5" aria-hidden="true" />} title={t('codes.listTitle')}>
        {query.isPending ? (
          <Spinner className="size-6" />
        ) : query.isError ? (
          <FormAlert message={query.error.message} />
        ) : query.data.codes.length === 0 ? (
          <p className="text-[var(--fg-muted)]">{t('codes.empty')}</p>
        ) : (
          <ClassCodeList codes={query.data.codes} onRevoke={setRevoking} />
        )}
      </SectionCard>
      <ConfirmDialog
        open={revoking !== null}
        onClose={() => setRevoking(null)}
        title={t('codes.revokeTitle', { code: revoking?.code ?? '' })}
        description={t('codes.revokeDescription')}
        confirmLabel={t('codes.revoke')}
        onConfirm={async () => {
          if (!revoking) return;
          await revokeClassCode(revoking.id);
          if (made?.id === revoking.id) setMade(null);
          toast.success(t('codes.revoked', { code: revoking.code }));
          await refreshClassCodes();
        }}
      />
    </>
  );
}

/** /teacher/student-codes: a teacher makes class codes, sees how many joined with each, revokes them. */
export function StudentCodesPage() {
  const { t } = useTranslation('teacher');
  useDocumentTitle(t('codes.title'));
  return (
    <RequireTeacher>
      {() => (
        <>
          <TeacherPageHeader title={t('codes.title')} lead={t('codes.lead')} />
          <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-10 sm:px-6">
            <Codes />
          </div>
        </>
      )}
    </RequireTeacher>
  );
}
