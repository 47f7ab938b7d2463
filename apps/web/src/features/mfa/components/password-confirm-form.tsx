import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { mfaPasswordSchema, type MfaPasswordInput } from '@brainboost/domain/schemas/sign-in';
import { applyServerErrors } from '../../../components/forms/apply-server-errors';
import { FormAlert } from '../../../components/forms/form-alert';
import { SubmitButton } from '../../../components/forms/submit-button';
import { useFieldError } from '../../../components/forms/use-field-error';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';

/** Re-enter the password before a change to the second factor. */
export function PasswordConfirmForm({
  submitLabel,
  onConfirm,
  variant = 'primary',
}: {
  submitLabel: ReactNode;
  onConfirm: (password: string) => Promise<void>;
  variant?: 'primary' | 'secondary';
}) {
  const { t } = useTranslation('mfa');
  const fieldError = useFieldError();
  const [failure, setFailure] = useState<string>();
  const form = useForm<MfaPasswordInput>({ resolver: zodResolver(mfaPasswordSchema), defaultValues: { password: '' } });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ password }) => {
    setFailure(undefined);
    try {
      await onConfirm(password);
      form.reset();
    } catch (err) {
      applyServerErrors(err, form.setError, setFailure, t('errors:auth.failed'));
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex flex-1 flex-col gap-3">
        <FormAlert message={failure} />
        <Field label={t('password')} error={fieldError(errors.password?.message)}>
          {(p) => <Input {...p} type="password" autoComplete="current-password" {...form.register('password')} />}
        </Field>
      </div>
      <SubmitButton pending={isSubmitting} variant={variant}>
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
