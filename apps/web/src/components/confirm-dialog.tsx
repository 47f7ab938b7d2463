import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api-client';
import { FormAlert } from './forms/form-alert';
import { Button } from './ui/button';
import { Dialog } from './ui/dialog';
import { Spinner } from './ui/spinner';

type ConfirmDialogProps = {
  open: boolean;
  onClose: () => void;
  /** Already translated. */
  title: string;
  description: string;
  confirmLabel: string;
  /** Runs the action; an API refusal is shown in the dialog, which then stays open. */
  onConfirm: () => Promise<void>;
};

/** Asks before an action that cannot be undone (remove, revoke, leave), and shows why it failed. */
export function ConfirmDialog({ open, onClose, title, description, confirmLabel, onConfirm }: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const confirm = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await onConfirm();
      onClose();
    } catch (err) {
      setError(err instanceof ApiError && err.status < 500 && err.status > 0 ? err.message : t('errors:generic.internal'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} title={title} description={description} closeLabel={t('close')}>
      <div className="flex flex-col gap-4">
        <FormAlert message={error} />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button variant="danger" onClick={() => void confirm()} disabled={busy}>
            {busy && <Spinner className="size-4" />}
            {confirmLabel}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
