import { Search, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Me } from '@brainboost/domain/schemas/me';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { SectionCard } from '../../../components/ui/section-card';
import { Spinner } from '../../../components/ui/spinner';
import { useAdminUsers } from '../api/admin-users';
import { RoleRow } from './role-row';

/** Find people by email or name and grant or revoke roles (the server enforces who may do what). */
export function RoleManagement({ me }: { me: Me }) {
  const { t } = useTranslation('admin');
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const users = useAdminUsers(query, page);
  const pages = users.data ? Math.max(1, Math.ceil(users.data.total / users.data.pageSize)) : 1;

  return (
    <SectionCard icon={<Users className="size-5" aria-hidden="true" />} title={t('users.title')} description={t('users.description')}>
      <form
        role="search"
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          setQuery(draft.trim());
          setPage(1);
        }}
      >
        <div className="flex-1">
          <Field label={t('users.search')}>
            {(p) => <Input {...p} type="search" value={draft} maxLength={200} onChange={(e) => setDraft(e.target.value)} />}
          </Field>
        </div>
        <Button type="submit" variant="secondary">
          <Search className="size-4" aria-hidden="true" />
          {t('users.searchButton')}
        </Button>
      </form>
      <div aria-live="polite" className="mt-4">
        {users.isPending && <Spinner className="size-5 text-brand-600" />}
        {users.isError && <p role="alert">{users.error.message}</p>}
        {users.data && (
          <>
            <p className="text-sm text-[var(--fg-muted)]">{t('users.found', { count: users.data.total })}</p>
            <ul className="divide-y divide-[var(--border)]">
              {users.data.users.map((user) => (
                <RoleRow key={`${user.id}-${user.role}`} user={user} me={me} />
              ))}
            </ul>
          </>
        )}
      </div>
      {pages > 1 && (
        <nav aria-label={t('users.pagination')} className="mt-4 flex items-center justify-between gap-2">
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            {t('users.previous')}
          </Button>
          <span className="text-sm">{t('users.page', { page, pages })}</span>
          <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            {t('users.next')}
          </Button>
        </nav>
      )}
    </SectionCard>
  );
}
