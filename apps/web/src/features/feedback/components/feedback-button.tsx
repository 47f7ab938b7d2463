import { MessageSquarePlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { showsFeedbackButton } from '@brainboost/domain/feedback/feedback-visibility';

/** Spec: fixed bottom right, only for signed-in users and never on payment or checkout pages. */
export function FeedbackButton({ authenticated, onOpen }: { authenticated: boolean; onOpen: () => void }) {
  const { t } = useTranslation('feedback');
  const { pathname } = useLocation();
  if (!showsFeedbackButton(authenticated, pathname)) return null;
  return (
    <>
      {/* Room under the page on phones, so the last control (a Translate or Send button) can always
          scroll clear of this floating button instead of staying under it. */}
      <div aria-hidden="true" data-testid="feedback-button-room" className="h-20 shrink-0 sm:hidden" />
      <button
        type="button"
        onClick={onOpen}
        className="fixed right-5 bottom-5 z-30 flex items-center gap-2 rounded-full bg-brand-600 p-3 text-sm sm:px-4 font-semibold text-white shadow-lg hover:bg-brand-700"
      >
        <MessageSquarePlus className="size-5" aria-hidden="true" />
        {/* Icon only on phones, where the label would cover the page; the name stays for screen readers. */}
        <span className="sr-only sm:not-sr-only">{t('button')}</span>
      </button>
    </>
  );
}
