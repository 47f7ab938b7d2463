import { MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ResendButton } from './resend-button';

/** After an email sign-up: the same screen whether the address was new or not. */
export function CheckEmail({ email }: { email: string }) {
  const { t } = useTranslation('signup');
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-start gap-3">
        <MailCheck className="mt-0.5 size-6 shrink-0 text-brand-600" aria-hidden="true" />
        <p role="status">{t('checkEmail.body', { email })}</p>
      </div>
      <p>{t('checkEmail.sameBrowser')}</p>
      <p className="text-sm text-[var(--fg-muted)]">{t('checkEmail.spam')}</p>
      <ResendButton input={{ email, type: 'email-verification' }} label={t('checkEmail.resend')} />
    </div>
  );
}
