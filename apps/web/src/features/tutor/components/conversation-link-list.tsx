import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ConversationSummary } from '@brainboost/domain/schemas/tutor';
import { useFormatDate } from '../../../components/use-format-date';

type Props<C extends ConversationSummary> = {
  conversations: C[];
  selected: string | null;
  /** Extra facts under the date (e.g. message and flag counts on a parent's view). */
  details?: (conversation: C) => ReactNode;
};

/** Conversations as links (`?c=<id>`), newest first, the open one marked as the current page. */
export function ConversationLinkList<C extends ConversationSummary>({ conversations, selected, details }: Props<C>) {
  const formatDate = useFormatDate();
  return (
    <ul className="flex flex-col gap-1">
      {conversations.map((c) => (
        <li key={c.id}>
          <Link
            to={`?c=${c.id}`}
            aria-current={c.id === selected ? 'page' : undefined}
            className="block rounded-lg px-3 py-2 hover:bg-[var(--bg-subtle)] aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold dark:aria-[current=page]:bg-brand-800/30"
          >
            <span className="block truncate">{c.title}</span>
            <span className="flex flex-wrap items-center gap-x-2 text-xs text-[var(--fg-muted)]">
              <span>{formatDate(c.updatedAt)}</span>
              {details?.(c)}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
