import { accessTypes, type AccessType } from '@brainboost/domain/billing/entitlements';
import type { AdminUser } from '@brainboost/domain/schemas/admin';
import type { Me } from '@brainboost/domain/schemas/me';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/forms/submit-button';
import { Select } from '../../../components/ui/input';
import { useFormatDate } from '../../../components/use-format-date';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useChangeRole } from '../api/admin-users';

const privileged = (role: AccessType) => role === 'admin' || role === 'master';

/** One user with their role, and a role picker when the signed-in administrator may change it. */
export function RoleRow({ user, me }: { user: AdminUser; me: Me }) {
  const { t } = useTranslation('admin');
  const format = useFormatDate();
  const [role, setRole] = useState<AccessType>(user.role);
  const change = useChangeRole();
  const isSelf = user.id === me.user.id;
  const actorIsMaster = me.access.access_type === 'master';
  const locked = isSelf || (!actorIsMaster && privileged(user.role));

  async function save(event: React.FormEvent) {
    event.preventDefault();
    try {
      await change.mutateAsync({ id: user.id, role });
      toast.success(t('users.changed', { email: user.email, role: t(`roles.${role}`) }));
    } catch (err) {
      setRole(user.role);
      toast.error(err instanceof ApiError ? err.message : t('errors:generic.internal'));
    }
  }

  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="truncate font-medium">{user.fullName ?? user.email}</p>
        <p className="truncate text-sm text-[var(--fg-muted)]">
          {user.email} · {t('users.joined', { date: format(user.createdAt) })}
        </p>
      </div>
      {locked ? (
        <p className="text-sm">
          <span className="font-medium">{t(`roles.${user.role}`)}</span>
          <span className="text-[var(--fg-muted)]"> · {isSelf ? t('users.you') : t('users.masterOnly')}</span>
        </p>
      ) : (
        <form onSubmit={save} className="flex items-center gap-2">
          <Select
            aria-label={t('users.roleOf', { email: user.email })}
            value={role}
            onChange={(e) => setRole(e.target.value as AccessType)}
            className="w-auto"
          >
            {accessTypes.map((r) => (
              <option key={r} value={r} disabled={!actorIsMaster && privileged(r)}>
                {t(`roles.${r}`)}
              </option>
            ))}
          </Select>
          <SubmitButton
            pending={change.isPending}
            disabled={role === user.role}
            variant="secondary"
            aria-label={t('users.saveFor', { email: user.email })}
          >
            {t('users.save')}
          </SubmitButton>
        </form>
      )}
    </li>
  );
}
