import { zodResolver } from '@hookform/resolvers/zod';
import { LogOut, ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { updateProfileInputSchema, type UpdateProfileInput } from '@brainboost/domain/schemas/accounts';
import type { Me } from '@brainboost/domain/schemas/me';
import { applyServerErrors } from '../../../components/forms/apply-server-errors';
import { SubmitButton } from '../../../components/forms/submit-button';
import { useFieldError } from '../../../components/forms/use-field-error';
import { ParentManagedNotice } from '../../../components/parent-managed-notice';
import { Button } from '../../../components/ui/button';
import { SectionCard } from '../../../components/ui/section-card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { useDocumentTitle } from '../../../components/use-document-title';
import { apiRequest } from '../../../lib/api-client';
import { authClient } from '../../../lib/auth-client';
import { toast } from '../../../lib/toast';
import { refreshSession } from '../../../stores/session-store';
import { RequireSignIn } from '../../../components/require-sign-in';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between">
      <dt className="text-sm text-[var(--fg-muted)]">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

function ProfileDetails({ me }: { me: Me }) {
  const { t, i18n } = useTranslation(['account', 'children']);
  const navigate = useNavigate();
  const fieldError = useFieldError();
  const form = useForm<UpdateProfileInput>({
    resolver: zodResolver(updateProfileInputSchema),
    defaultValues: { fullName: me.profile.fullName ?? '' },
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const [busy, setBusy] = useState(false);
  useEffect(() => form.reset({ fullName: me.profile.fullName ?? '' }), [me.profile.fullName, form]);

  const save = form.handleSubmit(async (values) => {
    try {
      await apiRequest('/api/me/profile', { method: 'PATCH', body: values });
      await refreshSession();
      toast.success(t('saved'));
    } catch (err) {
      applyServerErrors(err, form.setError, (message) => toast.error(message), t('errors:generic.internal'));
    }
  });
  const signOut = async (everywhere: boolean) => {
    setBusy(true);
    try {
      if (everywhere) await authClient.signOutEverywhere();
      await authClient.signOut();
    } finally {
      await refreshSession();
      setBusy(false);
      navigate('/', { replace: true });
    }
  };
  const validUntil = me.access.valid_until
    ? new Intl.DateTimeFormat(i18n.resolvedLanguage === 'yue' ? 'zh-HK' : i18n.resolvedLanguage, { dateStyle: 'long' }).format(
        new Date(me.access.valid_until),
      )
    : null;

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-6 py-12">
      <div className="flex items-center gap-4">
        <span
          className="flex size-16 items-center justify-center rounded-full bg-gradient-to-br from-brand-600 to-accent-600 text-xl font-bold text-white"
          aria-hidden="true"
        >
          {me.profile.initials}
        </span>
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{me.user.isChild ? me.user.name : (me.profile.fullName ?? me.user.email)}</h1>
          {me.user.email && <p className="text-[var(--fg-muted)]">{me.user.email}</p>}
        </div>
      </div>

      <SectionCard icon={<ShieldCheck className="size-5" aria-hidden="true" />} title={t('access')}>
        <dl className="divide-y divide-[var(--border)]">
          {me.user.isChild && <Row label={t('children:childAccount.username')}>{me.user.name}</Row>}
          <Row label={t('role')}>{t(`roles.${me.access.access_type}`)}</Row>
          <Row label={t('plan')}>{t(`tiers.${me.entitlements.tier}`)}</Row>
          {me.entitlements.trial.active && (
            <Row label={t('trial')}>{t('trialDaysLeft', { count: me.entitlements.trial.daysLeft ?? 0 })}</Row>
          )}
          {validUntil && <Row label={t('validUntil')}>{validUntil}</Row>}
        </dl>
      </SectionCard>

      {/* A child's account keeps a username only, and a parent manages it (decision 0052). */}
      {me.user.isChild ? (
        <ParentManagedNotice message={t('children:childAccount.managedByParent')} />
      ) : (
        <>
          <SectionCard title={t('nameTitle')}>
            <form onSubmit={save} noValidate className="flex flex-col gap-4 sm:flex-row sm:items-end">
              <div className="flex-1">
                <Field label={t('fullName')} error={fieldError(errors.fullName?.message)}>
                  {(p) => <Input {...p} autoComplete="name" {...form.register('fullName')} />}
                </Field>
              </div>
              <SubmitButton pending={isSubmitting} disabled={!isDirty}>
                {t('save')}
              </SubmitButton>
            </form>
          </SectionCard>

          <Link to="/children" className="self-start font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-200">
            {t('children:profileLink')}
          </Link>
        </>
      )}

      <SectionCard title={t('sessionsTitle')} description={t('sessionsHint')}>
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" disabled={busy} onClick={() => void signOut(false)}>
            <LogOut className="size-4" aria-hidden="true" />
            {t('signOut')}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => void signOut(true)}>
            {t('signOutEverywhere')}
          </Button>
        </div>
      </SectionCard>
    </div>
  );
}

/** The signed-in user's profile; visitors are sent to sign in and brought back. */
export function ProfilePage() {
  const { t } = useTranslation('account');
  useDocumentTitle(t('title'));
  return <RequireSignIn>{(me) => <ProfileDetails me={me} />}</RequireSignIn>;
}
