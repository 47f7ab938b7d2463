import { zodResolver } from '@hookform/resolvers/zod';
import { Mail, Smartphone } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { adultSignupSchema } from '@brainboost/domain/schemas/signup';
import type { z } from 'zod';
import { FormAlert } from '../../../components/forms/form-alert';
import { PasswordRules } from '../../../components/forms/password-rules';
import { SubmitButton } from '../../../components/forms/submit-button';
import { useFieldError } from '../../../components/forms/use-field-error';
import { ChoiceGroup } from '../../../components/ui/choice-group';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { createSignup } from '../api/signup-api';
import type { Birth } from './age-step';
import { showServerError } from './form-errors';

type Values = z.input<typeof adultSignupSchema>;
export type AdultSignupDone = { next: 'check-email'; email: string } | { next: 'enter-phone-code'; phone: string };

/** 13 and over: name, email or phone number, password with its rules checked as you type. */
export function AdultSignupForm({ birth, onDone }: { birth: Birth; onDone: (done: AdultSignupDone) => void }) {
  const { t } = useTranslation('signup');
  const fieldError = useFieldError();
  const rulesId = useId();
  const [method, setMethod] = useState<'email' | 'phone'>('email');
  const [failure, setFailure] = useState<string>();
  const form = useForm<Values>({
    resolver: zodResolver(adultSignupSchema),
    defaultValues: { name: '', email: '', phone: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const password = form.watch('password') ?? '';
  const rootError = (errors as { ''?: { message?: string } })['']?.message ?? errors.root?.message;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    const email = method === 'email' ? String(values.email ?? '').trim() : undefined;
    const phone = method === 'phone' ? String(values.phone ?? '').trim() : undefined;
    try {
      const result = await createSignup({
        birthYear: birth.year,
        birthMonth: birth.month,
        name: String(values.name),
        email,
        phone,
        password: String(values.password ?? ''),
      });
      onDone(
        result.next === 'enter-phone-code'
          ? { next: 'enter-phone-code', phone: (phone ?? '').replace(/[\s().-]/g, '') }
          : { next: 'check-email', email: email ?? '' },
      );
    } catch (err) {
      showServerError(err, ['name', 'email', 'phone', 'password'], form.setError, setFailure, t('errors:auth.failed'));
    }
  });

  const switchMethod = (next: 'email' | 'phone') => {
    setMethod(next);
    form.setValue(next === 'email' ? 'phone' : 'email', '');
    form.clearErrors();
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <FormAlert message={failure ?? (rootError ? fieldError(rootError) : undefined)} />
      <Field label={t('adult.name')} error={fieldError(errors.name?.message)}>
        {(p) => <Input {...p} autoComplete="name" {...form.register('name')} />}
      </Field>
      <p className="-mb-2 text-sm font-medium" aria-hidden="true">
        {t('adult.method')}
      </p>
      <ChoiceGroup
        label={t('adult.method')}
        value={method}
        onValueChange={switchMethod}
        className="grid-cols-2"
        options={[
          { value: 'email', label: t('adult.useEmail'), icon: <Mail className="mt-0.5 size-5 text-brand-600" aria-hidden="true" /> },
          { value: 'phone', label: t('adult.usePhone'), icon: <Smartphone className="mt-0.5 size-5 text-brand-600" aria-hidden="true" /> },
        ]}
      />
      {method === 'email' ? (
        <Field label={t('adult.email')} error={fieldError(errors.email?.message)}>
          {(p) => <Input {...p} type="email" autoComplete="email" {...form.register('email')} />}
        </Field>
      ) : (
        <Field label={t('adult.phone')} hint={t('adult.phoneHint')} error={fieldError(errors.phone?.message)}>
          {(p) => <Input {...p} type="tel" autoComplete="tel" inputMode="tel" placeholder="+44 7700 900123" {...form.register('phone')} />}
        </Field>
      )}
      <Field label={t('adult.password')} error={fieldError(errors.password?.message)}>
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
      <PasswordRules id={rulesId} password={String(password)} metLabel={t('password.met')} unmetLabel={t('password.unmet')} />
      <SubmitButton pending={isSubmitting} size="lg">
        {t('adult.submit')}
      </SubmitButton>
    </form>
  );
}
