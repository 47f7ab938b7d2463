import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadingFallback } from '../../../components/loading-fallback';
import { RequireSignIn } from '../../../components/require-sign-in';
import { useLinkedChildren } from '../../../lib/linked-children-query';
import { OverseenChats } from '../components/overseen-chats';

function ChildChats({ childId }: { childId: string }) {
  const { t } = useTranslation('homework');
  const children = useLinkedChildren();
  if (children.isPending) return <LoadingFallback />;
  const name = children.data?.children.find((c) => c.id === childId)?.username ?? '';
  return (
    <OverseenChats
      base={`/api/tutor/children/${encodeURIComponent(childId)}`}
      name={name}
      back={{ to: '/children', label: t('childChats.back') }}
      intro={t('childChats.intro', { name })}
    />
  );
}

/** /children/:childId/chats: a parent reads what their linked child asked the tutor, flagged exchanges marked. */
export function ChildChatsPage() {
  const { childId = '' } = useParams();
  return <RequireSignIn>{() => <ChildChats childId={childId} />}</RequireSignIn>;
}
