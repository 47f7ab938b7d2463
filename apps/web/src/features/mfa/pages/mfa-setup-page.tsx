import { KeyRound, ShieldCheck, ShieldOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/forms/form-alert';
import { LoadingFallback } from '../../../components/loading-fallback';
import { ParentManagedNotice } from '../../../components/parent-managed-notice';
import { SectionCard } from '../../../components/ui/section-card';
import { useDocumentTitle } from '../../../components/use-document-title';
import { toast } from '../../../lib/toast';
import { loadTwoFactorStatus, regenerateBackupCodes, removeTotp, startTotpEnrolment } from '../api/mfa-api';
import { BackupCodesPanel } from '../components/backup-codes-panel';
import { PasswordConfirmForm } from '../components/password-confirm-form';
import { TotpEnrolment } from '../components/totp-enrolment';
import { RequireSignIn } from '../../../components/require-sign-in';

/** Where the page is: off, enrolling (QR shown), showing new backup codes, or on. */
type Stage =
  | { name: 'loading' }
  | { name: 'failed' }
  | { name: 'off' }
  | { name: 'scan'; totpURI: string; backupCodes: string[] }
  | { name: 'codes'; backupCodes: string[] }
  | { name: 'on' };

function TwoFactorSettings() {
  const { t } = useTranslation('mfa');
  const [stage, setStage] = useState<Stage>({ name: 'loading' });
  useEffect(() => {
    let live = true;
    loadTwoFactorStatus().then(
      (on) => live && setStage(on ? { name: 'on' } : { name: 'off' }),
      () => live && setStage({ name: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, []);

  if (stage.name === 'loading') return <LoadingFallback />;
  if (stage.name === 'failed') return <FormAlert message={t('errors:generic.internal')} />;
  const on = stage.name === 'on' || stage.name === 'codes';
  return (
    <>
      <p role="status" className="flex items-center gap-2 font-medium">
        {on ? (
          <ShieldCheck className="size-5 text-emerald-700 dark:text-emerald-300" aria-hidden="true" />
        ) : (
          <ShieldOff className="size-5 text-[var(--fg-muted)]" aria-hidden="true" />
        )}
        {on ? t('statusOn') : t('statusOff')}
      </p>

      {stage.name === 'off' && (
        <SectionCard
          icon={<KeyRound className="size-5" aria-hidden="true" />}
          title={t('start.title')}
          description={t('start.description')}
        >
          <PasswordConfirmForm
            submitLabel={t('start.submit')}
            onConfirm={async (password) => setStage({ name: 'scan', ...(await startTotpEnrolment(password)) })}
          />
        </SectionCard>
      )}

      {stage.name === 'scan' && (
        <SectionCard icon={<KeyRound className="size-5" aria-hidden="true" />} title={t('scan.title')}>
          <TotpEnrolment
            totpURI={stage.totpURI}
            onConfirmed={() => setStage({ name: 'codes', backupCodes: stage.backupCodes })}
            onCancel={() => setStage({ name: 'off' })}
          />
        </SectionCard>
      )}

      {stage.name === 'codes' && (
        <SectionCard title={t('codes.title')} description={t('codes.description')}>
          <BackupCodesPanel codes={stage.backupCodes} onDone={() => setStage({ name: 'on' })} />
        </SectionCard>
      )}

      {stage.name === 'on' && (
        <>
          <SectionCard title={t('regenerate.title')} description={t('regenerate.description')}>
            <PasswordConfirmForm
              variant="secondary"
              submitLabel={t('regenerate.submit')}
              onConfirm={async (password) => setStage({ name: 'codes', backupCodes: (await regenerateBackupCodes(password)).backupCodes })}
            />
          </SectionCard>
          <SectionCard title={t('remove.title')} description={t('remove.description')}>
            <PasswordConfirmForm
              variant="secondary"
              submitLabel={t('remove.submit')}
              onConfirm={async (password) => {
                await removeTotp(password);
                toast.success(t('removed'));
                setStage({ name: 'off' });
              }}
            />
          </SectionCard>
        </>
      )}
    </>
  );
}

/** /mfa-setup: two-step verification with an authenticator app (signed-in users; visitors sign in first). */
export function MfaSetupPage() {
  const { t } = useTranslation(['mfa', 'children']);
  useDocumentTitle(t('title'));
  return (
    <RequireSignIn>
      {(me) => (
        <div className="mx-auto flex max-w-3xl flex-col gap-6 px-6 py-12">
          <div>
            <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
            <p className="mt-2 text-[var(--fg-muted)]">{t('description')}</p>
          </div>
          {/* The server refuses a child's enrolment (decision 0052). */}
          {me.user.isChild ? <ParentManagedNotice message={t('children:childAccount.twoFactor')} /> : <TwoFactorSettings />}
        </div>
      )}
    </RequireSignIn>
  );
}
