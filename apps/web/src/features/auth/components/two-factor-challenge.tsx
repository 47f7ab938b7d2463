import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SecondFactorInput } from '@brainboost/domain/schemas/sign-in';
import { applyServerErrors } from '../../../components/forms/apply-server-errors';
import { lazyZodResolver } from '../../../components/forms/lazy-zod-resolver';
import { FormAlert } from '../../../components/forms/form-alert';
import { SubmitButton } from '../../../components/forms/submit-button';
import { useFieldError } from '../../../components/forms/use-field-error';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { CodeInput, Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { verifySecondFactor } from '../api/sign-in-api';
import { loadSignInSchemas } from '../load-sign-in-schemas';

const totpResolver = lazyZodResolver(() => loadSignInSchemas().then((m) => m.totpCodeSchema));
const backupResolver = lazyZodResolver(() => loadSignInSchemas().then((m) => m.backupCodeSchema));

/** Answers that end the challenge: the user has to sign in again from the start. */
const challengeOver = new Set(['INVALID_TWO_FACTOR_COOKIE', 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE']);

/**
 * The second step of a sign-in for accounts with two-step verification: a code from the
 * authenticator app, or a backup code. The server limits the attempts.
 */
export function TwoFactorChallenge({ onDone, onRestart }: { onDone: () => Promise<void>; onRestart: (message?: string) => void }) {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError();
  const trustId = useId();
  const [kind, setKind] = useState<'totp' | 'backup'>('totp');
  const [failure, setFailure] = useState<string>();
  const form = useForm<SecondFactorInput, unknown, { code: string; trustDevice: boolean }>({
    resolver: kind === 'totp' ? totpResolver : backupResolver,
    defaultValues: { code: '', trustDevice: false },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ code, trustDevice }) => {
    setFailure(undefined);
    try {
      await verifySecondFactor(kind, code, trustDevice);
      await onDone();
    } catch (err) {
      if (err instanceof ApiError && challengeOver.has(err.code)) onRestart(err.message);
      else applyServerErrors(err, form.setError, setFailure, t('errors:auth.failed'));
    }
  });

  const switchKind = () => {
    setKind(kind === 'totp' ? 'backup' : 'totp');
    setFailure(undefined);
    form.reset({ code: '', trustDevice: form.getValues('trustDevice') });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-[var(--fg-muted)]">{kind === 'totp' ? t('challenge.appDescription') : t('challenge.backupDescription')}</p>
      <FormAlert message={failure} />
      <Field label={kind === 'totp' ? t('challenge.code') : t('challenge.backupCode')} error={fieldError(errors.code?.message)}>
        {(p) =>
          kind === 'totp' ? (
            <CodeInput {...p} key="totp" {...form.register('code')} />
          ) : (
            <Input {...p} key="backup" type="text" autoComplete="off" autoCapitalize="none" spellCheck={false} {...form.register('code')} />
          )
        }
      </Field>
      <div className="flex items-start gap-3">
        <input
          id={trustId}
          type="checkbox"
          className="mt-1 size-4 accent-brand-600"
          aria-describedby={`${trustId}-hint`}
          {...form.register('trustDevice')}
        />
        <div>
          <label htmlFor={trustId} className="text-sm font-medium">
            {t('challenge.trustDevice')}
          </label>
          <p id={`${trustId}-hint`} className="text-sm text-[var(--fg-muted)]">
            {t('challenge.trustHint')}
          </p>
        </div>
      </div>
      <SubmitButton pending={isSubmitting} size="lg">
        {t('challenge.submit')}
      </SubmitButton>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="ghost" size="sm" onClick={switchKind}>
          {kind === 'totp' ? t('challenge.useBackup') : t('challenge.useApp')}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => onRestart()}>
          {t('challenge.startOver')}
        </Button>
      </div>
    </form>
  );
}
