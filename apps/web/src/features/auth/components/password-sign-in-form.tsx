import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PasswordSignInInput } from '@brainboost/domain/schemas/sign-in';
import { applyServerErrors } from '../../../components/forms/apply-server-errors';
import { lazyZodResolver } from '../../../components/forms/lazy-zod-resolver';
import { FormAlert } from '../../../components/forms/form-alert';
import { SubmitButton } from '../../../components/forms/submit-button';
import { useFieldError } from '../../../components/forms/use-field-error';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { signInWithPassword, type SignInAnswer } from '../api/sign-in-api';
import { loadSignInSchemas } from '../load-sign-in-schemas';

const passwordResolver = lazyZodResolver(() => loadSignInSchemas().then((m) => m.passwordSignInSchema));

/** One identifier (email, phone or username) and a password. */
export function PasswordSignInForm({
  notice,
  onAnswer,
}: {
  notice?: string | undefined;
  onAnswer: (answer: SignInAnswer) => Promise<void>;
}) {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError();
  const [failure, setFailure] = useState<string>();
  const form = useForm<PasswordSignInInput>({
    resolver: passwordResolver,
    defaultValues: { identifier: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ identifier, password }) => {
    setFailure(undefined);
    try {
      await onAnswer(await signInWithPassword(identifier, password));
    } catch (err) {
      applyServerErrors(err, form.setError, setFailure, t('errors:auth.failed'));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <FormAlert message={failure ?? notice} />
      <Field label={t('identifier')} hint={t('identifierHint')} error={fieldError(errors.identifier?.message)}>
        {(p) => (
          <Input {...p} type="text" autoComplete="username" autoCapitalize="none" spellCheck={false} {...form.register('identifier')} />
        )}
      </Field>
      <Field label={t('password')} error={fieldError(errors.password?.message)}>
        {(p) => <Input {...p} type="password" autoComplete="current-password" {...form.register('password')} />}
      </Field>
      <Link to="/forgot-password" className="self-end text-sm font-medium text-brand-700 dark:text-brand-200">
        {t('login.forgot')}
      </Link>
      <SubmitButton pending={isSubmitting} size="lg">
        {t('login.submit')}
      </SubmitButton>
    </form>
  );
}
