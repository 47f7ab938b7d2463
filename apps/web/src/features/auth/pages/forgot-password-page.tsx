import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { forgotPasswordInputSchema } from '@brainboost/domain/schemas/accounts';
import { SubmitButton } from '../../../components/forms/submit-button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { applyServerErrors } from '../../../components/forms/apply-server-errors';
import { authClient } from '../../../lib/auth-client';
import { AuthCard } from '../components/auth-card';
import { FormAlert } from '../../../components/forms/form-alert';
import { useFieldError } from '../../../components/forms/use-field-error';

/** Asks for a reset link. The answer is the same whether or not the email has an account. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string>();
  const form = useForm<z.infer<typeof forgotPasswordInputSchema>>({
    resolver: zodResolver(forgotPasswordInputSchema),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setFailure(undefined);
    try {
      await authClient.requestPasswordReset(email);
      setSent(true);
    } catch (err) {
      applyServerErrors(err, form.setError, setFailure, t('errors:auth.failed'));
    }
  });

  return (
    <AuthCard
      title={t('forgot.title')}
      description={t('forgot.description')}
      footer={
        <Link to="/login" className="font-medium text-brand-700 dark:text-brand-200">
          {t('backToLogin')}
        </Link>
      }
    >
      {sent ? (
        <FormAlert tone="success" message={t('forgot.sent')} />
      ) : (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <FormAlert message={failure} />
          <Field label={t('email')} error={fieldError(errors.email?.message)}>
            {(p) => <Input {...p} type="email" autoComplete="email" {...form.register('email')} />}
          </Field>
          <SubmitButton pending={isSubmitting} size="lg">
            {t('forgot.submit')}
          </SubmitButton>
        </form>
      )}
    </AuthCard>
  );
}
