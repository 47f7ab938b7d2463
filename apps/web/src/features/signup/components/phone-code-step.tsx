import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../../components/forms/form-alert';
import { SubmitButton } from '../../../components/forms/submit-button';
import { Field } from '../../../components/ui/field';
import { CodeInput } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { refreshSession } from '../../../stores/session-store';
import { verifyPhoneCode } from '../api/signup-api';
import { ResendButton } from './resend-button';

/** After a phone sign-up: the texted code, checked by better-auth, which then signs the person in. */
export function PhoneCodeStep({ phone }: { phone: string }) {
  const { t } = useTranslation('signup');
  const navigate = useNavigate();
  const statusId = useId();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) return setError(t('phoneCode.invalid'));
    setBusy(true);
    setError(undefined);
    try {
      await verifyPhoneCode(phone, code.trim());
      await refreshSession();
      navigate('/profile', { replace: true });
    } catch (err) {
      setError(err instanceof ApiError && err.status !== 500 && err.status !== 0 ? err.message : t('errors:generic.internal'));
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-5">
      <p id={statusId} role="status">
        {t('phoneCode.body', { phone })}
      </p>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <FormAlert message={error} />
        <Field label={t('phoneCode.label')}>
          {(p) => (
            <CodeInput
              {...p}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              maxLength={6}
              className="text-center font-mono text-2xl tracking-[0.5em]"
            />
          )}
        </Field>
        <SubmitButton pending={busy} size="lg">
          {t('phoneCode.submit')}
        </SubmitButton>
      </form>
      <ResendButton input={{ phone, type: 'phone-verification' }} label={t('phoneCode.resend')} />
    </div>
  );
}
