import { Ban, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ClassCodeSummary } from '@brainboost/domain/schemas/teacher-students';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { useFormatDate } from '../../../components/use-format-date';
import { CopyCodeButton } from './copy-code-button';

const badge = {
  active: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100',
  expired: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
  revoked: 'bg-red-100 text-red-800 dark:bg-red-900/40 dark:text-red-100',
} as const;

/** A teacher's class codes: the code, whether it still admits students, until when, how many joined. */
export function ClassCodeList({ codes, onRevoke }: { codes: ClassCodeSummary[]; onRevoke: (code: ClassCodeSummary) => void }) {
  const { t } = useTranslation('teacher');
  const formatDate = useFormatDate();
  return (
    <ul className="flex flex-col divide-y divide-[var(--border)]">
      {codes.map((code) => (
        <li key={code.id} className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0">
            <p className="flex flex-wrap items-center gap-3">
              <span
                className={cn(
                  'font-mono text-xl font-bold tracking-[0.2em]',
                  code.state !== 'active' && 'text-[var(--fg-muted)] line-through',
                )}
              >
                {code.code}
              </span>
              <span className={cn('rounded-full px-2 py-0.5 text-xs font-medium', badge[code.state])}>
                {t(`codes.state.${code.state}`)}
              </span>
            </p>
            <p className="mt-1 flex flex-wrap gap-x-3 text-sm text-[var(--fg-muted)]">
              <span>
                {code.state === 'revoked' && code.revokedAt
                  ? t('codes.revokedOn', { date: formatDate(code.revokedAt) })
                  : t(code.state === 'expired' ? 'codes.expiredOn' : 'codes.expiresOn', {
                      date: formatDate(code.expiresAt, { dateStyle: 'medium', timeStyle: 'short' }),
                    })}
              </span>
              <span className="inline-flex items-center gap-1">
                <Users className="size-3.5" aria-hidden="true" />
                {t('codes.joined', { count: code.joinedCount })}
              </span>
            </p>
          </div>
          {code.state === 'active' && (
            <div className="flex shrink-0 flex-wrap gap-2">
              <CopyCodeButton code={code.code} />
              <Button size="sm" variant="secondary" onClick={() => onRevoke(code)} aria-label={t('codes.revokeLabel', { code: code.code })}>
                <Ban className="size-4" aria-hidden="true" />
                {t('codes.revoke')}
              </Button>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
