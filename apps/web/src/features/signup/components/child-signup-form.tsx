import { zodResolver } from '@hookform/resolvers/zod';
import { Info } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { childSignupSchema, type ChildSignup } from '@brainboost/domain/schemas/signup';
import { FormAlert } from '../../../components/forms/form-alert';
import { PasswordRules } from '../../../components/forms/password-rules';
import { SubmitButton } from '../../../components/forms/submit-button';
import { useFieldError } from '../../../components/forms/use-field-error';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { createSignup } from '../api/signup-api';
import type { Birth } from './age-step';
import { showServerError } from './form-errors';

/** Under 13: a made-up username (never a real name), a password and a parent's or guardian's email. */
export function ChildSignupForm({ birth, onDone }: { birth: Birth; onDone: (parentEmail: string) => void }) {
  const { t } = useTranslation('signup');
  const fieldError = useFieldError();
  const rulesId = useId();
  const [failure, setFailure] = useState<string>();
  const form = useForm<ChildSignup>({
    resolver: zodResolver(childSignupSchema),
    defaultValues: { username: '', password: '', parentEmail: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const password = form.watch('password');

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await createSignup({ birthYear: birth.year, birthMonth: birth.month, ...values });
      onDone(values.parentEmail);
    } catch (err) {
      showServerError(err, ['username', 'password', 'parentEmail'], form.setError, setFailure, t('errors:auth.failed'));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <div className="flex gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-brand-900 dark:border-brand-800 dark:bg-brand-800/30 dark:text-brand-50">
        <Info className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <p>{t('child.privacy')}</p>
      </div>
      <FormAlert message={failure} />
      <Field label={t('child.username')} hint={t('child.usernameHint')} error={fieldError(errors.username?.message)}>
        {(p) => <Input {...p} autoComplete="username" autoCapitalize="none" spellCheck={false} {...form.register('username')} />}
      </Field>
      <Field label={t('child.password')} error={fieldError(errors.password?.message)}>
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
      <Field label={t('child.parentEmail')} hint={t('child.parentEmailHint')} error={fieldError(errors.parentEmail?.message)}>
        {(p) => <Input {...p} type="email" autoComplete="off" {...form.register('parentEmail')} />}
      </Field>
      <SubmitButton pending={isSubmitting} size="lg">
        {t('child.submit')}
      </SubmitButton>
    </form>
  );
}
