import { KeyRound, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { cn } from '../../../components/ui/cn';

const tabs = [
  { to: '/teacher-dashboard', label: 'nav.students', icon: Users },
  { to: '/teacher/student-codes', label: 'nav.codes', icon: KeyRound },
] as const;

/** The teacher area's title band, with tabs between the students and the class codes. */
export function TeacherPageHeader({ title, lead }: { title: string; lead: string }) {
  const { t } = useTranslation('teacher');
  return (
    <section className="border-b border-[var(--border)] bg-gradient-to-b from-brand-50 to-[var(--bg)] dark:from-brand-800/20">
      <div className="mx-auto max-w-5xl px-4 pt-12 sm:px-6">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-200">{t('nav.eyebrow')}</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-3 max-w-2xl text-[var(--fg-muted)]">{lead}</p>
        <nav aria-label={t('nav.label')} className="mt-8 flex gap-1">
          {tabs.map(({ to, label, icon: Icon }) => (
            <NavLink
              key={to}
              to={to}
              end
              className={({ isActive }) =>
                cn(
                  '-mb-px inline-flex items-center gap-2 border-b-2 px-4 py-2.5 text-sm font-medium',
                  isActive
                    ? 'border-brand-600 text-brand-800 dark:text-brand-100'
                    : 'border-transparent text-[var(--fg-muted)] hover:text-[var(--fg)]',
                )
              }
            >
              <Icon className="size-4" aria-hidden="true" />
              {t(label)}
            </NavLink>
          ))}
        </nav>
      </div>
    </section>
  );
}
