import { MessageSquarePlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { showsFeedbackButton } from '@brainboost/domain/feedback-visibility';

/** Spec: fixed bottom right, only for signed-in users and never on payment or checkout pages. */
export function FeedbackButton({ authenticated, onOpen }: { authenticated: boolean; onOpen: () => void }) {
  const { t } = useTranslation('feedback');
  const { pathname } = useLocation();
  if (!showsFeedbackButton(authenticated, pathname)) return null;
  return (
    <button
      type="button"
      onClick={onOpen}
      className="fixed right-5 bottom-5 z-30 flex items-center gap-2 rounded-full bg-brand-600 px-4 py-3 text-sm font-semibold text-white shadow-lg hover:bg-brand-700"
    >
      <MessageSquarePlus className="size-5" aria-hidden="true" />
      {t('button')}
    </button>
  );
}
