import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ParentManagedNotice } from '../../../../components/parent-managed-notice';
import { Spinner } from '../../../../components/ui/spinner';
import { toast } from '../../../../lib/toast';
import { refreshSession, useSession } from '../../../../stores/session-store';
import { useSecuritySummary } from '../../api/account-security';
import { EmailCard } from './email-card';
import { PasswordCard } from './password-card';
import { SessionsCard } from './sessions-card';
import { SignInMethodsCard } from './sign-in-methods-card';
import { TwoFactorCard } from './two-factor-card';
import { YourDataCard } from './your-data-card';

/**
 * The account part of /settings, for signed-in people: email, password, MFA, sign-in methods, devices, data.
 * A child's account has no email, second factor or other sign-in methods (decision 0052): it sees
 * who looks after it instead.
 */
export function AccountSection() {
  const { t } = useTranslation(['accountSecurity', 'children']);
  const session = useSession();
  const isChild = session.status === 'signedIn' && session.me.user.isChild;
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const summary = useSecuritySummary();

  useEffect(() => {
    const notice = params.get('emailChanged') ? 'email.changed' : params.get('linked') ? 'methods.linked' : null;
    if (!notice) return;
    toast.success(t(notice));
    void refreshSession();
    setParams({}, { replace: true });
  }, [params, setParams, t]);

  const leave = async (message: string) => {
    await refreshSession();
    toast.success(message);
    navigate('/', { replace: true });
  };

  return (
    <section aria-labelledby="account-heading" className="flex flex-col gap-6">
      <h2 id="account-heading" className="text-2xl font-bold tracking-tight">
        {t('title')}
      </h2>
      {summary.isPending ? (
        <Spinner className="size-6" />
      ) : summary.isError ? (
        <p role="alert">{summary.error.message}</p>
      ) : (
        <>
          {isChild ? <ParentManagedNotice message={t('children:childAccount.managedByParent')} /> : <EmailCard summary={summary.data} />}
          <PasswordCard hasPassword={summary.data.hasPassword} />
          {!isChild && <TwoFactorCard enabled={summary.data.twoFactorEnabled} />}
          {!isChild && <SignInMethodsCard />}
          <SessionsCard onSignedOutHere={() => void leave(t('sessions.signedOutHere'))} />
          <YourDataCard hasPassword={summary.data.hasPassword} onDeleted={() => void leave(t('delete.done'))} />
        </>
      )}
    </section>
  );
}
