import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';

/** After an under-13 sign-up: an email went to the parent, and what happens next. */
export function ParentEmailSent({ parentEmail }: { parentEmail: string }) {
  const { t } = useTranslation('signup');
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-start gap-3">
        <ShieldCheck className="mt-0.5 size-6 shrink-0 text-brand-600" aria-hidden="true" />
        <p role="status">{t('parentSent.body', { email: parentEmail })}</p>
      </div>
      <h2 className="font-semibold">{t('parentSent.nextTitle')}</h2>
      <ol className="ml-5 flex list-decimal flex-col gap-2 text-[var(--fg-muted)]">
        <li>{t('parentSent.step1')}</li>
        <li>{t('parentSent.step2')}</li>
        <li>{t('parentSent.step3', { days: 7 })}</li>
      </ol>
      <Button asChild variant="secondary">
        <Link to="/login">{t('parentSent.toLogin')}</Link>
      </Button>
    </div>
  );
}
