import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { firstPasswordInputSchema, type FirstPasswordInput } from '@brainboost/domain/schemas/signup';
import { applyServerErrors } from '../../../components/forms/apply-server-errors';
import { FormAlert } from '../../../components/forms/form-alert';
import { PasswordRules } from '../../../components/forms/password-rules';
import { SubmitButton } from '../../../components/forms/submit-button';
import { useFieldError } from '../../../components/forms/use-field-error';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { chooseFirstPassword } from '../api/signup-api';

/**
 * The address was proven in another browser than the sign-up's, so no password was kept: the
 * person who opened the link chooses one now (decision 0043).
 */
export function ChoosePasswordForm({ onSaved }: { onSaved: () => void }) {
  const { t } = useTranslation('signup');
  const fieldError = useFieldError();
  const rulesId = useId();
  const [failure, setFailure] = useState<string>();
  const form = useForm<FirstPasswordInput>({ resolver: zodResolver(firstPasswordInputSchema), defaultValues: { password: '' } });
  const { errors, isSubmitting } = form.formState;
  const password = form.watch('password');
  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await chooseFirstPassword(values);
      onSaved();
    } catch (err) {
      applyServerErrors(err, form.setError, setFailure, t('errors:generic.internal'));
    }
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <p role="status">{t('verify.choosePassword')}</p>
      <FormAlert message={failure} />
      <Field label={t('verify.newPassword')} error={fieldError(errors.password?.message)}>
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
      <PasswordRules id={rulesId} password={password} metLabel={t('password.met')} unmetLabel={t('password.unmet')} />
      <SubmitButton pending={isSubmitting} size="lg">
        {t('verify.savePassword')}
      </SubmitButton>
    </form>
  );
}
