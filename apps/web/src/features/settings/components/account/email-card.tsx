import { zodResolver } from '@hookform/resolvers/zod';
import { Mail } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { changeEmailInputSchema, type ChangeEmailInput, type SecuritySummary } from '@brainboost/domain/schemas/account-security';
import { applyServerErrors } from '../../../../components/forms/apply-server-errors';
import { FormAlert } from '../../../../components/forms/form-alert';
import { SubmitButton } from '../../../../components/forms/submit-button';
import { useFieldError } from '../../../../components/forms/use-field-error';
import { Field } from '../../../../components/ui/field';
import { Input } from '../../../../components/ui/input';
import { SectionCard } from '../../../../components/ui/section-card';
import { toast } from '../../../../lib/toast';
import { useChangeEmail } from '../../api/account-security';

/** The sign-in email: shown with its state; a new one takes effect once its link is opened. */
export function EmailCard({ summary }: { summary: SecuritySummary }) {
  const { t } = useTranslation('accountSecurity');
  const fieldError = useFieldError();
  const change = useChangeEmail();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<ChangeEmailInput>({
    resolver: zodResolver(changeEmailInputSchema),
    defaultValues: { newEmail: '', currentPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await change.mutateAsync(summary.hasPassword ? values : { newEmail: values.newEmail });
      setSentTo(values.newEmail.trim().toLowerCase());
      form.reset();
    } catch (err) {
      applyServerErrors(err, form.setError, (message) => toast.error(message), t('errors:generic.internal'));
    }
  });
  return (
    <SectionCard icon={<Mail className="size-5" aria-hidden="true" />} title={t('email.title')} description={t('email.description')}>
      <p className="mb-4 flex flex-wrap items-center gap-2">
        <span className="font-medium">{summary.email}</span>
        <span
          className={
            summary.emailVerified
              ? 'rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100'
              : 'rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-900/40 dark:text-amber-100'
          }
        >
          {summary.emailVerified ? t('email.verified') : t('email.unverified')}
        </span>
      </p>
      <FormAlert tone="success" message={sentTo ? t('email.sent', { email: sentTo }) : undefined} />
      <form onSubmit={submit} noValidate className="mt-2 grid gap-4 sm:grid-cols-2">
        <Field label={t('email.new')} error={fieldError(errors.newEmail?.message)}>
          {(p) => <Input {...p} type="email" autoComplete="email" {...form.register('newEmail')} />}
        </Field>
        {summary.hasPassword && (
          <Field label={t('currentPassword')} error={fieldError(errors.currentPassword?.message)}>
            {(p) => <Input {...p} type="password" autoComplete="current-password" {...form.register('currentPassword')} />}
          </Field>
        )}
        <div className="sm:col-span-2">
          <SubmitButton pending={isSubmitting}>{t('email.submit')}</SubmitButton>
        </div>
      </form>
    </SectionCard>
  );
}
