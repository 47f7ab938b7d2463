import { GraduationCap } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { canTeach } from '@brainboost/domain/teacher-students/class-codes';
import type { Me } from '@brainboost/domain/schemas/me';
import { RequireSignIn } from './require-sign-in';
import { Button } from './ui/button';

/**
 * For teacher pages: signed in first, then a teaching role (the server refuses the teacher API to
 * anyone else either way). Anyone else is told how to become a teacher here.
 */
export function RequireTeacher({ children }: { children: (me: Me) => ReactNode }) {
  const { t } = useTranslation('teacher');
  return (
    <RequireSignIn>
      {(me) =>
        canTeach(me.access.access_type) ? (
          children(me)
        ) : (
          <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-20 text-center">
            <span className="rounded-2xl bg-brand-50 p-4 text-brand-700 dark:bg-brand-800/40 dark:text-brand-200">
              <GraduationCap className="size-8" aria-hidden="true" />
            </span>
            <h1 className="text-2xl font-bold tracking-tight">{t('guard.title')}</h1>
            <p className="text-[var(--fg-muted)]">{t('guard.description')}</p>
            <Button asChild>
              <Link to="/teacher-access">{t('guard.request')}</Link>
            </Button>
          </div>
        )
      }
    </RequireSignIn>
  );
}
