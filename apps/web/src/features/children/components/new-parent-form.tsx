import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { newParentAccountSchema } from '@brainboost/domain/schemas/children';
import { applyServerErrors } from '../../../components/forms/apply-server-errors';
import { FormAlert } from '../../../components/forms/form-alert';
import { PasswordRules } from '../../../components/forms/password-rules';
import { SubmitButton } from '../../../components/forms/submit-button';
import { useFieldError } from '../../../components/forms/use-field-error';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';

type Values = z.input<typeof newParentAccountSchema>;

/** Approving without an account: the parent's own account is created for the emailed address. */
export function NewParentForm({
  email,
  onSubmit,
}: {
  email: string;
  onSubmit: (values: { name: string; password: string }) => Promise<void>;
}) {
  const { t } = useTranslation('children');
  const fieldError = useFieldError();
  const rulesId = useId();
  const [failure, setFailure] = useState<string>();
  const form = useForm<Values>({ resolver: zodResolver(newParentAccountSchema), defaultValues: { name: '', password: '' } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await onSubmit({ name: values.name.trim(), password: values.password });
    } catch (err) {
      applyServerErrors(err, form.setError, setFailure, t('errors:generic.internal'));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-[var(--fg-muted)]">{t('consent.newAccount', { email })}</p>
      <FormAlert message={failure} />
      <Field label={t('consent.email')}>{(p) => <Input {...p} type="email" value={email} readOnly autoComplete="username" />}</Field>
      <Field label={t('consent.name')} error={fieldError(errors.name?.message)}>
        {(p) => <Input {...p} autoComplete="name" {...form.register('name')} />}
      </Field>
      <Field label={t('consent.password')} error={fieldError(errors.password?.message)}>
        {(p) => (
          <Input
            {...p}
            type="password"
            autoComplete="new-password"
            aria-describedby={[p['aria-describedby'], rulesId].filter(Boolean).join(' ')}
            {...form.register('password')}
          />
        )}
      </Field>
      <PasswordRules id={rulesId} password={form.watch('password')} metLabel={t('passwordMet')} unmetLabel={t('passwordUnmet')} />
      <SubmitButton pending={isSubmitting} size="lg">
        {t('consent.createAndApprove')}
      </SubmitButton>
    </form>
  );
}
