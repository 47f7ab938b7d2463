import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/forms/form-alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { removeChild } from '../api/children-api';

/** Confirms before deleting a child account (or refusing a pending one) with all its data. */
export function RemoveChildDialog({ child, onClose, onRemoved }: { child: { id: string; username: string; status: 'pending' | 'active' } | null; onClose: () => void; onRemoved: () => void }) {
  const { t } = useTranslation('children');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const pending = child?.status === 'pending';

  const confirm = async () => {
    if (!child) return;
    setBusy(true);
    setError(undefined);
    try {
      await removeChild(child.id);
      toast.success(t(pending ? 'remove.deniedToast' : 'remove.removedToast', { username: child.username }));
      onRemoved();
      onClose();
    } catch (err) {
      setError(err instanceof ApiError && err.status < 500 && err.status > 0 ? err.message : t('errors:generic.internal'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={child !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t(pending ? 'remove.denyTitle' : 'remove.title', { username: child?.username ?? '' })}
      description={t('remove.description')}
      closeLabel={t('close')}
    >
      <div className="flex flex-col gap-4">
        <FormAlert message={error} />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <button
            type="button"
            className="inline-flex h-10 items-center justify-center gap-2 rounded-lg bg-red-700 px-4 text-sm font-medium text-white shadow-sm transition-colors hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60"
            onClick={() => void confirm()}
            disabled={busy}
          >
            {busy && <Spinner className="size-4" />}
            {t(pending ? 'remove.denyConfirm' : 'remove.confirm')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
