import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResendInput } from '@brainboost/domain/schemas/signup';
import { FormAlert } from '../../../components/forms/form-alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { resendVerification } from '../api/signup-api';

/** Sends the link or code again; says so, or why not (e.g. too many requests). */
export function ResendButton({ input, label }: { input: ResendInput; label: string }) {
  const { t } = useTranslation('signup');
  const [state, setState] = useState<{ busy: boolean; sent?: boolean; error?: string }>({ busy: false });
  const resend = async () => {
    setState({ busy: true });
    try {
      await resendVerification(input);
      setState({ busy: false, sent: true });
    } catch (err) {
      setState({
        busy: false,
        error: err instanceof ApiError && err.status !== 500 && err.status !== 0 ? err.message : t('errors:generic.internal'),
      });
    }
  };
  return (
    <div className="flex flex-col gap-3">
      <Button variant="secondary" onClick={() => void resend()} disabled={state.busy}>
        {state.busy && <Spinner className="size-4" />}
        {label}
      </Button>
      <FormAlert tone="success" message={state.sent ? t('resent') : undefined} />
      <FormAlert message={state.error} />
    </div>
  );
}
