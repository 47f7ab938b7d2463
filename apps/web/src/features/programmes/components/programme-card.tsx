import { Lock, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProgrammesOverview } from '@brainboost/domain/schemas/programmes';
import { Button } from '../../../components/ui/button';

type Summary = ProgrammesOverview['catalogue'][number];

/** A training programme in the catalogue: what it trains, how long, and enrol or the way to Premium. */
export function ProgrammeCard({
  programme,
  current,
  busy,
  onEnrol,
  enrolling,
}: {
  programme: Summary;
  current: boolean;
  busy: boolean;
  onEnrol: () => void;
  enrolling: boolean;
}) {
  const { t } = useTranslation(['programmes', 'brainTraining']);
  const name = t(`programmes.${programme.id}.name`);
  return (
    <li
      className="flex flex-col gap-3 rounded-2xl border border-[var(--border)] bg-[var(--card)] p-5 shadow-sm"
      data-testid={`programme-${programme.id}`}
    >
      <div className="flex items-start justify-between gap-2">
        <h3 className="text-lg font-semibold">{name}</h3>
        {!programme.available && (
          <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
            <Lock className="size-3" aria-hidden="true" />
            {t('catalogue.premium')}
          </span>
        )}
      </div>
      <p className="text-sm text-[var(--fg-muted)]">{t(`programmes.${programme.id}.description`)}</p>
      <p className="text-sm font-medium">
        {t('weeks', { count: programme.weeks })} · {t('sessions', { count: programme.sessions })}
      </p>
      <ul className="flex flex-wrap gap-1.5" aria-label={t('catalogue.domains')}>
        {programme.domains.map((domain) => (
          <li
            key={domain}
            className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800 dark:bg-brand-800/40 dark:text-brand-100"
          >
            {t(`brainTraining:domains.${domain}.name`)}
          </li>
        ))}
      </ul>
      <div className="mt-auto pt-2">
        {!programme.available ? (
          <Button variant="gradient" className="h-auto min-h-10 py-2" asChild>
            <Link to="/subscription">
              <Sparkles className="size-4" aria-hidden="true" />
              {t('catalogue.upgrade')}
            </Link>
          </Button>
        ) : current ? (
          <p className="text-sm font-medium text-emerald-800 dark:text-emerald-200">{t('catalogue.current')}</p>
        ) : busy ? (
          <p className="text-sm text-[var(--fg-muted)]">{t('catalogue.busy')}</p>
        ) : (
          <Button onClick={onEnrol} disabled={enrolling} aria-label={t('catalogue.enrolNamed', { name })}>
            {t('catalogue.enrol')}
          </Button>
        )}
      </div>
    </li>
  );
}
