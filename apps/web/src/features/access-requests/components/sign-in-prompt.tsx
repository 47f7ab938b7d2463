import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button } from '../../../components/ui/button';

/** For visitors: what the page is for, and a way to sign in that comes back here. */
export function SignInPrompt({ title, lead }: { title: string; lead: string }) {
  const { t } = useTranslation('access');
  const { pathname } = useLocation();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-start gap-4 px-6 py-16">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="text-[var(--fg-muted)]">{lead}</p>
      <p>{t('signIn.body')}</p>
      <Button asChild>
        <Link to={`/login?returnTo=${encodeURIComponent(pathname)}`}>
          <LogIn className="size-4" aria-hidden="true" />
          {t('signIn.button')}
        </Link>
      </Button>
    </div>
  );
}
