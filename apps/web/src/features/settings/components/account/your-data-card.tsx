import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { SectionCard } from '../../../../components/ui/section-card';
import { DeleteAccountDialog } from './delete-account-dialog';

/** Take a copy of everything stored about you, or delete the account. */
export function YourDataCard({ hasPassword, onDeleted }: { hasPassword: boolean; onDeleted: () => void }) {
  const { t } = useTranslation('accountSecurity');
  const [deleting, setDeleting] = useState(false);
  return (
    <SectionCard icon={<Download className="size-5" aria-hidden="true" />} title={t('data.title')} description={t('data.description')}>
      <div className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="max-w-md text-sm text-[var(--fg-muted)]">{t('data.exportHint')}</p>
          <Button asChild variant="secondary">
            <a href="/api/account/export" download>
              <Download className="size-4" aria-hidden="true" />
              {t('data.export')}
            </a>
          </Button>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-[var(--border)] pt-4">
          <p className="max-w-md text-sm text-[var(--fg-muted)]">{t('data.deleteHint')}</p>
          <Button variant="danger" onClick={() => setDeleting(true)}>
            <Trash2 className="size-4" aria-hidden="true" />
            {t('data.delete')}
          </Button>
        </div>
      </div>
      <DeleteAccountDialog open={deleting} onOpenChange={setDeleting} hasPassword={hasPassword} onDeleted={onDeleted} />
    </SectionCard>
  );
}
