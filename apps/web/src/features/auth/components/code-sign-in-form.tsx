import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CodeRequestInput, OneTimeCodeInput } from '@brainboost/domain/schemas/sign-in';
import { applyServerErrors } from '../../../components/forms/apply-server-errors';
import { lazyZodResolver } from '../../../components/forms/lazy-zod-resolver';
import { FormAlert } from '../../../components/forms/form-alert';
import { SubmitButton } from '../../../components/forms/submit-button';
import { useFieldError } from '../../../components/forms/use-field-error';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { CodeInput, Input } from '../../../components/ui/input';
import { requestSignInCode, signInWithCode, type SignInAnswer } from '../api/sign-in-api';
import { useCountdown } from './use-countdown';
import { loadSignInSchemas } from '../load-sign-in-schemas';

const requestResolver = lazyZodResolver(() => loadSignInSchemas().then((m) => m.codeRequestSchema));
const codeResolver = lazyZodResolver(() => loadSignInSchemas().then((m) => m.oneTimeCodeSchema));

/** Seconds before another code may be sent to the same address. */
const resendAfterSeconds = 60;

/** Sign-in by a one-time code: ask for it by email or text message, then type it in. */
export function CodeSignInForm({ onAnswer }: { onAnswer: (answer: SignInAnswer) => Promise<void> }) {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError();
  const [address, setAddress] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [resendAt, setResendAt] = useState(0);
  const [resending, setResending] = useState(false);
  const secondsLeft = useCountdown(resendAt);

  const requestForm = useForm<CodeRequestInput>({ resolver: requestResolver, defaultValues: { address: '' } });
  const codeForm = useForm<OneTimeCodeInput, unknown, { code: string }>({
    resolver: codeResolver,
    defaultValues: { code: '' },
  });

  const send = requestForm.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await requestSignInCode(values.address);
      setAddress(values.address.trim());
      setResendAt(Date.now() + resendAfterSeconds * 1000);
    } catch (err) {
      applyServerErrors(err, requestForm.setError, setFailure, t('errors:auth.failed'));
    }
  });

  const resend = async () => {
    if (!address) return;
    setFailure(undefined);
    setNotice(undefined);
    setResending(true);
    try {
      await requestSignInCode(address);
      setNotice(t('code.resent'));
      setResendAt(Date.now() + resendAfterSeconds * 1000);
    } catch (err) {
      applyServerErrors(err, codeForm.setError, setFailure, t('errors:auth.failed'));
    } finally {
      setResending(false);
    }
  };

  const verify = codeForm.handleSubmit(async ({ code }) => {
    if (!address) return;
    setFailure(undefined);
    setNotice(undefined);
    try {
      await onAnswer(await signInWithCode(address, code));
    } catch (err) {
      applyServerErrors(err, codeForm.setError, setFailure, t('errors:auth.failed'));
    }
  });

  if (!address) {
    return (
      <form onSubmit={send} noValidate className="flex flex-col gap-4">
        <FormAlert message={failure} />
        <Field label={t('code.address')} hint={t('identifierHint')} error={fieldError(requestForm.formState.errors.address?.message)}>
          {(p) => (
            <Input
              {...p}
              type="text"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              {...requestForm.register('address')}
            />
          )}
        </Field>
        <SubmitButton pending={requestForm.formState.isSubmitting} size="lg">
          {t('code.send')}
        </SubmitButton>
      </form>
    );
  }

  return (
    <form onSubmit={verify} noValidate className="flex flex-col gap-4">
      <p role="status" className="rounded-lg bg-[var(--bg-subtle)] px-3 py-2 text-sm">
        {t('code.sent', { address })}
      </p>
      <FormAlert message={failure} />
      <FormAlert message={notice} tone="success" />
      <Field label={t('code.code')} error={fieldError(codeForm.formState.errors.code?.message)}>
        {(p) => <CodeInput {...p} {...codeForm.register('code')} />}
      </Field>
      <SubmitButton pending={codeForm.formState.isSubmitting} size="lg">
        {t('code.submit')}
      </SubmitButton>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="ghost" size="sm" disabled={secondsLeft > 0 || resending} onClick={() => void resend()}>
          {secondsLeft > 0 ? t('code.resendIn', { seconds: secondsLeft }) : t('code.resend')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            setAddress(undefined);
            setFailure(undefined);
            setNotice(undefined);
            codeForm.reset();
          }}
        >
          {t('code.changeAddress')}
        </Button>
      </div>
    </form>
  );
}
