import { Activity, ArrowLeft, BadgeCheck, Bot, CalendarClock, CreditCard, KeyRound, LayoutDashboard, School } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { cn } from '../../../components/ui/cn';

/** Spec admin sidebar. Some targets are built by later issues; until then they show the not-found page. */
const items = [
  { to: '/admin/dashboard', label: 'dashboard', icon: LayoutDashboard },
  { to: '/admin/teacher-verification', label: 'teacherVerification', icon: BadgeCheck },
  { to: '/admin/payment-failures', label: 'paymentIssues', icon: CreditCard },
  { to: '/admin/access-codes', label: 'accessCodes', icon: KeyRound },
  { to: '/admin/system-check', label: 'systemCheck', icon: Activity },
  { to: '/admin/bot-testing', label: 'botTesting', icon: Bot },
  { to: '/admin/scheduled-bot-tests', label: 'scheduledBotTests', icon: CalendarClock },
  { to: '/admin/enterprise-plan-requests', label: 'enterprisePlanRequests', icon: School },
] as const;

const linkClass = (active: boolean) =>
  cn(
    'flex items-center justify-center gap-3 rounded-lg p-2.5 text-sm font-medium md:justify-start md:px-3',
    active ? 'bg-brand-50 text-brand-800 dark:bg-brand-800/40 dark:text-brand-100' : 'text-[var(--fg)] hover:bg-[var(--bg-subtle)]',
  );

/** Labels beside icons from 768 px; below that, icons only, named for screen readers and tooltips. */
export function AdminSidebar() {
  const { t } = useTranslation('admin');
  const { pathname } = useLocation();
  return (
    <nav
      aria-label={t('nav.label')}
      className="sticky top-16 flex h-[calc(100vh-4rem)] w-16 shrink-0 flex-col border-r border-[var(--border)] bg-[var(--bg-subtle)] p-2 md:w-60 md:p-3"
    >
      <p className="mb-2 hidden px-3 pt-2 text-xs font-semibold tracking-wide text-[var(--fg-muted)] uppercase md:block">
        {t('nav.heading')}
      </p>
      <ul className="flex flex-col gap-1">
        {items.map(({ to, label, icon: Icon }) => {
          const active = pathname === to || (to === '/admin/dashboard' && pathname === '/admin');
          return (
            <li key={to}>
              <Link to={to} title={t(`nav.${label}`)} aria-current={active ? 'page' : undefined} className={linkClass(active)}>
                <Icon className="size-5 shrink-0" aria-hidden="true" />
                <span className="sr-only md:not-sr-only">{t(`nav.${label}`)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
      <Link to="/" title={t('nav.returnToSite')} className={cn(linkClass(false), 'mt-auto')}>
        <ArrowLeft className="size-5 shrink-0" aria-hidden="true" />
        <span className="sr-only md:not-sr-only">{t('nav.returnToSite')}</span>
      </Link>
    </nav>
  );
}
