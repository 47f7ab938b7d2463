import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { PageViewTracker } from '../../features/analytics/components/page-view-tracker';
import { useAtLeast } from '../../components/use-at-least';
import { FeedbackButton } from '../../features/feedback/components/feedback-button';
import { useSession } from '../../stores/session-store';
import { onboardingComplete } from '../../stores/onboarding-state';
import { OfflineBanner } from './offline-banner';
import { SandboxPaymentsBanner } from './sandbox-payments-banner';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useAfterFirstPaint } from './use-after-first-paint';

const FeedbackDialog = lazy(() =>
  import('../../features/feedback/components/feedback-dialog').then((m) => ({ default: m.FeedbackDialog })),
);
const SocialProofToast = lazy(() =>
  import('../../features/social-proof/components/social-proof-toast').then((m) => ({ default: m.SocialProofToast })),
);
const PaymentFailingBanner = lazy(() =>
  import('../../features/billing/components/payment-failing-banner').then((m) => ({ default: m.PaymentFailingBanner })),
);
const OnboardingDialog = lazy(() =>
  import('../../features/onboarding/components/onboarding-dialog').then((m) => ({ default: m.OnboardingDialog })),
);

/** Route handle a page can set, e.g. `{ hideFooter: true }` for full-screen tools. */
export type RouteHandle = { hideFooter?: boolean };

/** Spec page layout: header, banner region, main area, footer (hidden below 768 px or on request). */
export function RootLayout() {
  const { t } = useTranslation('common');
  const matches = useMatches();
  const hideFooter = matches.some((m) => (m.handle as RouteHandle | undefined)?.hideFooter);
  const [feedbackOpen, setFeedbackOpen] = useState(false);

  return (
    <div className="site-layout flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-brand-600 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('skipToContent')}
      </a>
      <SiteHeader />
      <SandboxPaymentsBanner />
      <OfflineBanner />
      <SignedInBanners />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      {!hideFooter && <WideScreenFooter onFeedback={() => setFeedbackOpen(true)} />}
      <SessionFeedbackButton onOpen={() => setFeedbackOpen(true)} />
      <Suspense fallback={null}>{feedbackOpen && <FeedbackDialog open={feedbackOpen} onOpenChange={setFeedbackOpen} />}</Suspense>
      <AfterFirstPaint />
      <PageViewTracker />
      <ScrollRestoration />
    </div>
  );
}

// The layout itself reads no store: when the session answer arrives, the page has painted or the
// window crosses a breakpoint, only these small parts render again, not the whole page.

/** Banners about the signed-in account (a failing payment), loaded only once someone is signed in. */
function SignedInBanners() {
  const session = useSession();
  if (session.status !== 'signedIn') return null;
  return (
    <Suspense fallback={null}>
      <PaymentFailingBanner />
    </Suspense>
  );
}

/** The footer, built only where the style sheet shows it (768 px and wider). */
function WideScreenFooter({ onFeedback }: { onFeedback: () => void }) {
  const wide = useAtLeast('md');
  if (!wide) return null;
  return (
    <div className="hidden md:block" data-testid="footer-wrapper">
      <SiteFooter onFeedback={onFeedback} />
    </div>
  );
}

function SessionFeedbackButton({ onOpen }: { onOpen: () => void }) {
  const session = useSession();
  return <FeedbackButton authenticated={session.status === 'signedIn'} onOpen={onOpen} />;
}

/** The first-visit welcome dialog and the social-proof toast, once the page has painted. */
function AfterFirstPaint() {
  const onboarded = onboardingComplete.use();
  const painted = useAfterFirstPaint();
  if (!painted) return null;
  return (
    <Suspense fallback={null}>
      {!onboarded && <OnboardingDialog />}
      <SocialProofToast />
    </Suspense>
  );
}
