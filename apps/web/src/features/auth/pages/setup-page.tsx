import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { passwordLength } from '@brainboost/domain/accounts/password-policy';
import { firstAdminInputSchema, type FirstAdminInput } from '@brainboost/domain/schemas/accounts';
import { SubmitButton } from '../../../components/forms/submit-button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { applyServerErrors } from '../../../components/forms/apply-server-errors';
import { apiRequest } from '../../../lib/api-client';
import { authClient } from '../../../lib/auth-client';
import { refreshSession } from '../../../stores/session-store';
import { AuthCard } from '../components/auth-card';
import { FormAlert } from '../../../components/forms/form-alert';
import { useFieldError } from '../../../components/forms/use-field-error';

/** First run: the one-time link from the server's log (token in the URL fragment) creates the first administrator. */
export function SetupPage() {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError();
  const navigate = useNavigate();
  const token = new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';
  const [failure, setFailure] = useState<string>();
  const form = useForm<FirstAdminInput>({
    resolver: zodResolver(firstAdminInputSchema),
    defaultValues: { token, name: '', email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await apiRequest('/api/setup', { method: 'POST', body: values });
      await authClient.signIn(values.email, values.password);
      await refreshSession();
      navigate('/profile', { replace: true });
    } catch (err) {
      applyServerErrors(err, form.setError, setFailure, t('errors:auth.failed'));
    }
  });

  return (
    <AuthCard title={t('setup.title')} description={t('setup.description')}>
      {!token ? (
        <FormAlert message={t('errors:setup.tokenInvalid')} />
      ) : (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <FormAlert message={failure} />
          <Field label={t('name')} error={fieldError(errors.name?.message)}>
            {(p) => <Input {...p} autoComplete="name" {...form.register('name')} />}
          </Field>
          <Field label={t('email')} error={fieldError(errors.email?.message)}>
            {(p) => <Input {...p} type="email" autoComplete="username" {...form.register('email')} />}
          </Field>
          <Field label={t('password')} error={fieldError(errors.password?.message)} hint={t('passwordHint', { min: passwordLength.min })}>
            {(p) => <Input {...p} type="password" autoComplete="new-password" {...form.register('password')} />}
          </Field>
          <SubmitButton pending={isSubmitting} size="lg">
            {t('setup.submit')}
          </SubmitButton>
        </form>
      )}
    </AuthCard>
  );
}
