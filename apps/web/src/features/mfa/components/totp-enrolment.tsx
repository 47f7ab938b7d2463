import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { oneTimeCodeSchema, type OneTimeCodeInput } from '@brainboost/domain/schemas/sign-in';
import { applyServerErrors } from '../../../components/forms/apply-server-errors';
import { FormAlert } from '../../../components/forms/form-alert';
import { SubmitButton } from '../../../components/forms/submit-button';
import { useFieldError } from '../../../components/forms/use-field-error';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { CodeInput } from '../../../components/ui/input';
import { confirmTotpEnrolment, secretOf } from '../api/mfa-api';
import { QrCode } from './qr-code';

/** Step two of enrolment: scan the QR code (or type the key), then prove it works with a first code. */
export function TotpEnrolment({ totpURI, onConfirmed, onCancel }: { totpURI: string; onConfirmed: () => void; onCancel: () => void }) {
  const { t } = useTranslation('mfa');
  const fieldError = useFieldError();
  const [failure, setFailure] = useState<string>();
  const form = useForm<OneTimeCodeInput, unknown, { code: string }>({
    resolver: zodResolver(oneTimeCodeSchema),
    defaultValues: { code: '' },
  });
  const onSubmit = form.handleSubmit(async ({ code }) => {
    setFailure(undefined);
    try {
      await confirmTotpEnrolment(code);
      onConfirmed();
    } catch (err) {
      applyServerErrors(err, form.setError, setFailure, t('errors:auth.failed'));
    }
  });
  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-[var(--fg-muted)]">{t('scan.description')}</p>
      <div className="flex flex-col items-center gap-5 sm:flex-row sm:items-start">
        <div className="rounded-xl border border-[var(--border)] bg-white p-2">
          <QrCode value={totpURI} label={t('scan.qrLabel')} />
        </div>
        <div className="flex min-w-0 flex-col gap-2">
          <p className="text-sm">{t('scan.manual')}</p>
          <code data-testid="totp-secret" className="rounded-lg bg-[var(--bg-subtle)] px-3 py-2 font-mono text-base break-words select-all">
            {secretOf(totpURI)}
          </code>
        </div>
      </div>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <FormAlert message={failure} />
        <Field label={t('scan.code')} error={fieldError(form.formState.errors.code?.message)}>
          {(p) => <CodeInput {...p} {...form.register('code')} />}
        </Field>
        <div className="flex flex-wrap gap-3">
          <SubmitButton pending={form.formState.isSubmitting}>{t('scan.submit')}</SubmitButton>
          <Button variant="ghost" onClick={onCancel}>
            {t('scan.cancel')}
          </Button>
        </div>
      </form>
    </div>
  );
}
