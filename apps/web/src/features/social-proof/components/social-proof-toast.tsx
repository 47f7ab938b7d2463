import { PartyPopper, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import {
  socialProofEventSchema,
  socialProofGapMs,
  socialProofToastMs,
  type SocialProofEvent,
} from '@brainboost/domain/schemas/social-proof';

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Payment pages stay free of distractions. */
const quietPath = (path: string) => path.startsWith('/payment') || path.startsWith('/checkout');

/**
 * Spec: "New {tier} subscription!" at the bottom right for 5 s — only for a real subscription the
 * server announces over Server-Sent Events (tier only, nobody's name), never simulated, at most
 * one per 30 s however many arrive. Without motion when the reader prefers reduced motion.
 */
export function SocialProofToast() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const quiet = quietPath(pathname);
  const [shown, setShown] = useState<SocialProofEvent | null>(null);
  const lastShownAt = useRef(Number.NEGATIVE_INFINITY);

  useEffect(() => {
    if (quiet || typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/social-proof/stream');
    source.addEventListener('subscription', (message) => {
      const parsed = socialProofEventSchema.safeParse(parseJson((message as MessageEvent<string>).data));
      if (!parsed.success || document.visibilityState === 'hidden') return;
      const now = Date.now();
      if (now - lastShownAt.current < socialProofGapMs) return;
      lastShownAt.current = now;
      setShown(parsed.data);
    });
    return () => source.close();
  }, [quiet]);

  useEffect(() => {
    if (!shown) return;
    const timer = window.setTimeout(() => setShown(null), socialProofToastMs);
    return () => window.clearTimeout(timer);
  }, [shown]);

  if (!shown || quiet) return null;
  return (
    <div
      // Announced politely, without the status role: page messages keep that role to themselves.
      aria-live="polite"
      data-testid="social-proof-toast"
      className="fixed right-4 bottom-20 z-40 flex w-[min(356px,calc(100vw-2rem))] items-center gap-3 rounded-xl border border-[var(--border)] bg-[var(--card)] p-4 shadow-lg motion-safe:animate-[social-proof-in_300ms_ease-out]"
    >
      <PartyPopper className="size-5 shrink-0 text-brand-600" aria-hidden="true" />
      <p className="flex-1 text-sm font-medium">{t(`socialProof.${shown.tier}`)}</p>
      <button
        type="button"
        onClick={() => setShown(null)}
        className="rounded-md p-1 hover:bg-[var(--bg-subtle)]"
        aria-label={t('socialProof.dismiss')}
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
