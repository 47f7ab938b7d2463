import { Mail, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FamilyMember, FamilyOverview } from '@brainboost/domain/schemas/family';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { useFormatDate } from '../../../components/use-format-date';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { inviteMember, removeMember, resendInvite } from '../api/family-api';

const messageOf = (err: unknown, fallback: string) =>
  err instanceof ApiError && err.status > 0 && err.status < 500 ? err.message : fallback;

/** The owner's family group: who is in it, invite by email, resend a pending invitation, remove. */
export function FamilyMembers({ family }: { family: FamilyOverview }) {
  const { t } = useTranslation('family');
  const date = useFormatDate();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<string | null>(null);
  const used = family.members.length;
  const full = used >= family.maxMembers;

  const invite = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setEmailError(undefined);
    try {
      await inviteMember(email);
      toast.success(t('members.invited', { email: email.trim() }));
      setEmail('');
    } catch (err) {
      setEmailError(messageOf(err, t('errors:generic.internal')));
    } finally {
      setBusy(false);
    }
  };
  const act = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await action();
      toast.success(done);
      setConfirming(null);
    } catch (err) {
      toast.error(messageOf(err, t('errors:generic.internal')));
    } finally {
      setBusy(false);
    }
  };
  const statusOf = (m: FamilyMember) => (m.status === 'active' ? t('members.active') : t('members.pending'));

  return (
    <div className="flex flex-col gap-4">
      <p data-testid="family-used">{t('members.used', { used, max: family.maxMembers })}</p>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[32rem] text-left text-sm">
          <caption className="sr-only">{t('members.caption')}</caption>
          <thead>
            <tr className="border-b border-[var(--border)]">
              <th scope="col" className="py-2 pr-4 font-semibold">
                {t('members.person')}
              </th>
              <th scope="col" className="py-2 pr-4 font-semibold">
                {t('members.role')}
              </th>
              <th scope="col" className="py-2 pr-4 font-semibold">
                {t('members.status')}
              </th>
              <th scope="col" className="py-2 font-semibold">
                {t('members.actions')}
              </th>
            </tr>
          </thead>
          <tbody>
            {family.members.map((m) => (
              <tr key={m.id} className="border-b border-[var(--border)] align-top last:border-0" data-testid="family-member">
                <td className="py-2 pr-4">
                  {m.name && <span className="block font-medium">{m.role === 'owner' ? `${m.name} (${t('members.you')})` : m.name}</span>}
                  <span className="block break-all text-[var(--fg-muted)]">{m.email}</span>
                  {m.joinedAt && <span className="block text-xs text-[var(--fg-muted)]">{date(m.joinedAt)}</span>}
                </td>
                <td className="py-2 pr-4 whitespace-nowrap">{t(`members.${m.role}`)}</td>
                <td className="py-2 pr-4 whitespace-nowrap">
                  <span
                    className={
                      m.status === 'active'
                        ? 'font-medium text-emerald-800 dark:text-emerald-300'
                        : 'font-medium text-amber-800 dark:text-amber-200'
                    }
                  >
                    {statusOf(m)}
                  </span>
                </td>
                <td className="py-2">
                  {m.role === 'member' &&
                    (confirming === m.id ? (
                      <div role="group" aria-label={t('members.confirmRemove', { email: m.email })} className="flex flex-col gap-2">
                        <p>{t('members.confirmRemove', { email: m.email })}</p>
                        <div className="flex flex-wrap gap-2">
                          <Button
                            size="sm"
                            variant="danger"
                            disabled={busy}
                            onClick={() => void act(() => removeMember(m.id), t('members.removed', { email: m.email }))}
                          >
                            {t('members.confirm')}
                          </Button>
                          <Button size="sm" variant="secondary" disabled={busy} onClick={() => setConfirming(null)}>
                            {t('members.keep')}
                          </Button>
                        </div>
                      </div>
                    ) : (
                      <div className="flex flex-wrap gap-2">
                        {m.status === 'pending' && (
                          <Button
                            size="sm"
                            variant="secondary"
                            disabled={busy}
                            aria-label={t('members.resend', { email: m.email })}
                            onClick={() => void act(() => resendInvite(m.id), t('members.resent', { email: m.email }))}
                          >
                            <Mail className="size-4" aria-hidden="true" />
                            {t('members.resendShort')}
                          </Button>
                        )}
                        <Button
                          size="sm"
                          variant="secondary"
                          disabled={busy}
                          aria-label={t('members.remove', { email: m.email })}
                          onClick={() => setConfirming(m.id)}
                        >
                          <Trash2 className="size-4" aria-hidden="true" />
                          {t('members.removeShort')}
                        </Button>
                      </div>
                    ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {full ? (
        <p className="rounded-lg border border-[var(--border)] px-3 py-2 text-sm">{t('members.full')}</p>
      ) : (
        <form onSubmit={(e) => void invite(e)} className="flex flex-col gap-3 sm:flex-row sm:items-end" noValidate>
          <div className="flex-1">
            <Field label={t('members.inviteLabel')} error={emailError}>
              {(field) => (
                <Input {...field} type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} required />
              )}
            </Field>
          </div>
          <Button type="submit" disabled={busy || !email.trim()}>
            {t('members.invite')}
          </Button>
        </form>
      )}
    </div>
  );
}
