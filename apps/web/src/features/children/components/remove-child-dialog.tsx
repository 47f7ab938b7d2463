import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { toast } from '../../../lib/toast';
import { removeChild } from '../api/children-api';

/** Confirms before deleting a child account (or refusing a pending one) with all its data. */
export function RemoveChildDialog({
  child,
  onClose,
  onRemoved,
}: {
  child: { id: string; username: string; status: 'pending' | 'active' } | null;
  onClose: () => void;
  onRemoved: () => void;
}) {
  const { t } = useTranslation('children');
  const pending = child?.status === 'pending';

  const remove = async () => {
    if (!child) return;
    await removeChild(child.id);
    toast.success(t(pending ? 'remove.deniedToast' : 'remove.removedToast', { username: child.username }));
    onRemoved();
  };

  return (
    <ConfirmDialog
      open={child !== null}
      onClose={onClose}
      title={t(pending ? 'remove.denyTitle' : 'remove.title', { username: child?.username ?? '' })}
      description={t('remove.description')}
      confirmLabel={t(pending ? 'remove.denyConfirm' : 'remove.confirm')}
      onConfirm={remove}
    />
  );
}
