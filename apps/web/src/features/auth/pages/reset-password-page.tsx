import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { passwordLength } from '@brainboost/domain/accounts/password-policy';
import { resetPasswordInputSchema } from '@brainboost/domain/schemas/accounts';
import { SubmitButton } from '../../../components/forms/submit-button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { applyServerErrors } from '../../../components/forms/apply-server-errors';
import { authClient } from '../../../lib/auth-client';
import { AuthCard } from '../components/auth-card';
import { FormAlert } from '../../../components/forms/form-alert';
import { useFieldError } from '../../../components/forms/use-field-error';

/** Sets a new password from an emailed link (`?token=`); all other sessions end. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError();
  const [params] = useSearchParams();
  const token = params.get('token');
  const linkError = params.get('error');
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string>();
  const form = useForm<z.infer<typeof resetPasswordInputSchema>>({
    resolver: zodResolver(resetPasswordInputSchema),
    defaultValues: { password: '', confirm: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setFailure(undefined);
    try {
      await authClient.resetPassword(token ?? '', password);
      setDone(true);
    } catch (err) {
      applyServerErrors(err, form.setError, setFailure, t('errors:auth.failed'));
    }
  });

  const footer = (
    <Link to="/login" className="font-medium text-brand-700 dark:text-brand-200">
      {t('backToLogin')}
    </Link>
  );
  if (!token || linkError) {
    return (
      <AuthCard title={t('reset.title')} footer={footer}>
        <FormAlert message={t('errors:auth.INVALID_TOKEN')} />
        <Link to="/forgot-password" className="mt-4 inline-block font-medium text-brand-700 dark:text-brand-200">
          {t('reset.askAgain')}
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('reset.title')} description={t('reset.description', { min: passwordLength.min })} footer={footer}>
      {done ? (
        <FormAlert tone="success" message={t('reset.done')} />
      ) : (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <FormAlert message={failure} />
          <Field
            label={t('newPassword')}
            error={fieldError(errors.password?.message)}
            hint={t('passwordHint', { min: passwordLength.min })}
          >
            {(p) => <Input {...p} type="password" autoComplete="new-password" {...form.register('password')} />}
          </Field>
          <Field label={t('confirmPassword')} error={fieldError(errors.confirm?.message)}>
            {(p) => <Input {...p} type="password" autoComplete="new-password" {...form.register('confirm')} />}
          </Field>
          <SubmitButton pending={isSubmitting} size="lg">
            {t('reset.submit')}
          </SubmitButton>
        </form>
      )}
    </AuthCard>
  );
}
