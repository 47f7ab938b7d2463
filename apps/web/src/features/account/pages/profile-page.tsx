import { zodResolver } from '@hookform/resolvers/zod';
import { LogOut, ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { updateProfileInputSchema, type UpdateProfileInput } from '@brainboost/domain/schemas/accounts';
import type { Me } from '@brainboost/domain/schemas/me';
import { LoadingFallback } from '../../../components/loading-fallback';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { useDocumentTitle } from '../../../components/use-document-title';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { authClient } from '../../../lib/auth-client';
import { toast } from '../../../lib/toast';
import { refreshSession, useSession } from '../../../stores/session-store';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between">
      <dt className="text-sm text-[var(--fg-muted)]">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

function ProfileDetails({ me }: { me: Me }) {
  const { t, i18n } = useTranslation('account');
  const navigate = useNavigate();
  const form = useForm<UpdateProfileInput>({ resolver: zodResolver(updateProfileInputSchema), defaultValues: { fullName: me.profile.fullName ?? '' } });
  const { errors, isSubmitting, isDirty } = form.formState;
  const [busy, setBusy] = useState(false);
  useEffect(() => form.reset({ fullName: me.profile.fullName ?? '' }), [me.profile.fullName, form]);

  const save = form.handleSubmit(async (values) => {
    try {
      await apiRequest('/api/me/profile', { method: 'PATCH', body: values });
      await refreshSession();
      toast.success(t('saved'));
    } catch (err) {
      if (err instanceof ApiError && err.fields.fullName) form.setError('fullName', { message: err.fields.fullName });
      else toast.error(err instanceof ApiError ? err.message : t('errors:generic.internal'));
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
  const validUntil = me.access.valid_until ? new Intl.DateTimeFormat(i18n.resolvedLanguage === 'yue' ? 'zh-HK' : i18n.resolvedLanguage, { dateStyle: 'long' }).format(new Date(me.access.valid_until)) : null;

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-6 py-12">
      <div className="flex items-center gap-4">
        <span className="flex size-16 items-center justify-center rounded-full bg-gradient-to-br from-brand-600 to-accent-600 text-xl font-bold text-white" aria-hidden="true">
          {me.profile.initials}
        </span>
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{me.profile.fullName ?? me.user.email}</h1>
          <p className="text-[var(--fg-muted)]">{me.user.email}</p>
        </div>
      </div>

      <section aria-labelledby="plan-title" className="rounded-2xl border border-[var(--border)] bg-[var(--card)] p-6 shadow-sm">
        <h2 id="plan-title" className="flex items-center gap-2 text-lg font-semibold">
          <ShieldCheck className="size-5 text-brand-600" aria-hidden="true" />
          {t('access')}
        </h2>
        <dl className="mt-2 divide-y divide-[var(--border)]">
          <Row label={t('role')}>{t(`roles.${me.access.access_type}`)}</Row>
          <Row label={t('plan')}>{t(`tiers.${me.entitlements.tier}`)}</Row>
          {me.entitlements.trial.active && <Row label={t('trial')}>{t('trialDaysLeft', { count: me.entitlements.trial.daysLeft ?? 0 })}</Row>}
          {validUntil && <Row label={t('validUntil')}>{validUntil}</Row>}
        </dl>
      </section>

      <section aria-labelledby="name-title" className="rounded-2xl border border-[var(--border)] bg-[var(--card)] p-6 shadow-sm">
        <h2 id="name-title" className="text-lg font-semibold">
          {t('nameTitle')}
        </h2>
        <form onSubmit={save} noValidate className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-end">
          <div className="flex-1">
            <Field label={t('fullName')} error={errors.fullName?.message ? t(`errors:${errors.fullName.message}`) : undefined}>
              {(p) => <Input {...p} autoComplete="name" {...form.register('fullName')} />}
            </Field>
          </div>
          <Button type="submit" disabled={isSubmitting || !isDirty}>
            {t('save')}
          </Button>
        </form>
      </section>

      <section aria-labelledby="sessions-title" className="rounded-2xl border border-[var(--border)] bg-[var(--card)] p-6 shadow-sm">
        <h2 id="sessions-title" className="text-lg font-semibold">
          {t('sessionsTitle')}
        </h2>
        <p className="mt-1 text-sm text-[var(--fg-muted)]">{t('sessionsHint')}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Button variant="secondary" disabled={busy} onClick={() => void signOut(false)}>
            <LogOut className="size-4" aria-hidden="true" />
            {t('signOut')}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => void signOut(true)}>
            {t('signOutEverywhere')}
          </Button>
        </div>
      </section>
    </div>
  );
}

/** The signed-in user's profile; visitors are sent to sign in and brought back. */
export function ProfilePage() {
  const { t } = useTranslation('account');
  useDocumentTitle(t('title'));
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <LoadingFallback />;
  if (session.status === 'signedOut') return <Navigate to={`/login?returnTo=${encodeURIComponent(location.pathname)}`} replace />;
  return <ProfileDetails me={session.me} />;
}
