import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ChildrenList, ChildSummary } from '@brainboost/domain/schemas/children';
import { linkedChildrenQuery, refreshLinkedChildren } from '../../../lib/linked-children-query';
import { queryClient } from '../../../lib/query-client';
import { toast } from '../../../lib/toast';
import { setChildVoice } from './children-api';

type Change = { child: ChildSummary; allowed: boolean };

/** Sets one child's voice permission in the cached list (only that child, so overlapping changes keep each other). */
function showVoice(childId: string, allowed: boolean) {
  queryClient.setQueryData<ChildrenList>(
    linkedChildrenQuery.queryKey,
    (list) => list && { ...list, children: list.children.map((c) => (c.id === childId ? { ...c, voiceAllowed: allowed } : c)) },
  );
}

/**
 * A parent turns voice features on or off for a child. The switch moves at once; if the server
 * refuses or cannot be reached it moves back and a translated toast says so.
 */
export function useSetChildVoice() {
  const { t } = useTranslation('children');
  return useMutation(
    {
      mutationFn: ({ child, allowed }: Change) => setChildVoice(child.id, allowed),
      onMutate: async ({ child, allowed }: Change) => {
        await queryClient.cancelQueries({ queryKey: linkedChildrenQuery.queryKey });
        showVoice(child.id, allowed);
      },
      onError: (_err, { child, allowed }) => {
        showVoice(child.id, !allowed);
        toast.error(t('voice.saveFailed', { username: child.username }));
      },
      onSettled: () => refreshLinkedChildren(),
    },
    queryClient,
  );
}
