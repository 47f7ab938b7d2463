import { Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FamilyOverview } from '@brainboost/domain/schemas/family';
import { Button } from '../../../components/ui/button';
import { SectionCard } from '../../../components/ui/section-card';
import { useFormatDate } from '../../../components/use-format-date';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { leaveFamily } from '../api/family-api';

type Cover = NonNullable<FamilyOverview['memberOf']>;

/** For a member of someone else's family plan: whose plan covers them, until when, and how to leave it. */
export function FamilyCover({ cover }: { cover: Cover }) {
  const { t } = useTranslation('family');
  const date = useFormatDate();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const owner = cover.ownerName;
  const leave = async () => {
    setBusy(true);
    try {
      await leaveFamily();
      toast.success(t('cover.left', { owner }));
    } catch (err) {
      toast.error(err instanceof ApiError && err.status > 0 && err.status < 500 ? err.message : t('errors:generic.internal'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <SectionCard icon={<Users className="size-5" aria-hidden="true" />} title={t('cover.title')}>
      <div className="flex flex-col gap-3" data-testid="member-of">
        <p>{t('members.memberOf', { owner })}</p>
        {cover.until && <p>{t(cover.ending ? 'cover.ends' : 'cover.renews', { date: date(cover.until) })}</p>}
        {cover.asChild ? (
          <p className="text-sm text-[var(--fg-muted)]">{t('cover.asChild', { owner })}</p>
        ) : confirming ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm">{t('cover.confirmLeave', { owner })}</p>
            <Button variant="danger" size="sm" disabled={busy} onClick={() => void leave()}>
              {t('cover.leave')}
            </Button>
            <Button variant="secondary" size="sm" disabled={busy} onClick={() => setConfirming(false)}>
              {t('members.keep')}
            </Button>
          </div>
        ) : (
          <div className="flex flex-col items-start gap-2">
            <p className="text-sm text-[var(--fg-muted)]">{t('cover.howToLeave')}</p>
            <Button variant="secondary" size="sm" onClick={() => setConfirming(true)}>
              {t('cover.leave')}
            </Button>
          </div>
        )}
      </div>
    </SectionCard>
  );
}
