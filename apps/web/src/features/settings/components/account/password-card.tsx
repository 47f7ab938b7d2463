import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { changePasswordInputSchema, type ChangePasswordInput } from '@brainboost/domain/schemas/account-security';
import { applyServerErrors } from '../../../../components/forms/apply-server-errors';
import { SubmitButton } from '../../../../components/forms/submit-button';
import { useFieldError } from '../../../../components/forms/use-field-error';
import { Field } from '../../../../components/ui/field';
import { Input } from '../../../../components/ui/input';
import { SectionCard } from '../../../../components/ui/section-card';
import { toast } from '../../../../lib/toast';
import { useChangePassword } from '../../api/account-security';

/** Change the password: the current one first; other devices are signed out. */
export function PasswordCard({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation('accountSecurity');
  const fieldError = useFieldError();
  const change = useChangePassword();
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordInputSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      form.reset();
      toast.success(t('password.changed'));
    } catch (err) {
      applyServerErrors(err, form.setError, (message) => toast.error(message), t('errors:generic.internal'));
    }
  });
  return (
    <SectionCard
      icon={<KeyRound className="size-5" aria-hidden="true" />}
      title={t('password.title')}
      description={t('password.description')}
    >
      {hasPassword ? (
        <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
          <Field label={t('currentPassword')} error={fieldError(errors.currentPassword?.message)}>
            {(p) => <Input {...p} type="password" autoComplete="current-password" {...form.register('currentPassword')} />}
          </Field>
          <Field label={t('password.new')} hint={t('password.rules')} error={fieldError(errors.newPassword?.message)}>
            {(p) => <Input {...p} type="password" autoComplete="new-password" {...form.register('newPassword')} />}
          </Field>
          <div className="sm:col-span-2">
            <SubmitButton pending={isSubmitting}>{t('password.submit')}</SubmitButton>
          </div>
        </form>
      ) : (
        <p className="text-sm text-[var(--fg-muted)]">{t('password.none')}</p>
      )}
    </SectionCard>
  );
}
