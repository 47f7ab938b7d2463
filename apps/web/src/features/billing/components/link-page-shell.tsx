import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '../../../components/ui/button';

/** The frame of a page an emailed link opens: an icon, the title, then what the link does. */
export function LinkPageShell({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 sm:px-6">
      <Icon className="size-10 text-brand-700 dark:text-brand-200" aria-hidden="true" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{title}</h1>
      <div className="mt-4 flex flex-col gap-4">{children}</div>
    </div>
  );
}

/** Signed out: sign in (and come back to this link) or create an account. */
export function SignInToContinue({ signInLabel, createAccountLabel }: { signInLabel: string; createAccountLabel: string }) {
  const location = useLocation();
  return (
    <div className="flex flex-wrap gap-3">
      <Button asChild>
        <Link to={`/login?returnTo=${encodeURIComponent(location.pathname + location.search)}`}>{signInLabel}</Link>
      </Button>
      <Button asChild variant="secondary">
        <Link to="/signup">{createAccountLabel}</Link>
      </Button>
    </div>
  );
}
