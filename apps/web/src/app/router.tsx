import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { HomePage } from '../features/home/pages/home-page';
import { RootLayout, type RouteHandle } from './layout/root-layout';
import { LoadingFallback } from '../components/loading-fallback';
import { RouteErrorScreen } from './route-error-screen';

type ContentKind = 'legal' | 'pages';

/** A page whose text comes from `content/` (legal texts and company pages). */
const contentRoute = (path: string, kind: ContentKind, slug: string): RouteObject => ({
  path,
  lazy: async () => {
    const { ContentPage } = await import('../features/content/pages/content-page');
    return { Component: () => <ContentPage kind={kind} slug={slug} /> };
  },
});

const redirect = (path: string, to: string): RouteObject => ({ path, element: <Navigate to={to} replace /> });

/** The one route table. Every page but the landing page is lazy, so each route loads only its own code. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteErrorScreen standalone />,
    hydrateFallbackElement: <LoadingFallback />,
    children: [
      {
        errorElement: <RouteErrorScreen />,
        children: [
          // The landing page loads with the app: most visitors arrive here, and a lazy chunk would add a round trip.
          { index: true, Component: HomePage },
          redirect('index', '/'),
          redirect('home', '/'),
          contentRoute('about', 'pages', 'about'),
          contentRoute('careers', 'pages', 'careers'),
          contentRoute('learn-more', 'pages', 'learn-more'),
          contentRoute('clinical-resources', 'pages', 'clinical-resources'),
          contentRoute('group-programs', 'pages', 'group-programs'),
          contentRoute('terms', 'legal', 'terms'),
          contentRoute('terms-of-service', 'legal', 'terms'),
          contentRoute('legal/terms', 'legal', 'terms'),
          contentRoute('privacy', 'legal', 'privacy'),
          contentRoute('privacy-policy', 'legal', 'privacy'),
          contentRoute('legal/privacy', 'legal', 'privacy'),
          contentRoute('refund-policy', 'legal', 'refund'),
          contentRoute('legal/refund', 'legal', 'refund'),
          { path: 'blog', lazy: async () => ({ Component: (await import('../features/content/pages/blog-index-page')).BlogIndexPage }) },
          {
            path: 'blog/:slug',
            lazy: async () => ({ Component: (await import('../features/content/pages/blog-post-page')).BlogPostPage }),
          },
          { path: 'contact', lazy: async () => ({ Component: (await import('../features/contact/pages/contact-page')).ContactPage }) },
          {
            path: 'enterprise-contact',
            lazy: async () => ({ Component: (await import('../features/contact/pages/enterprise-contact-page')).EnterpriseContactPage }),
          },
          { path: 'login', lazy: async () => ({ Component: (await import('../features/auth/pages/login-page')).LoginPage }) },
          {
            path: 'forgot-password',
            lazy: async () => ({ Component: (await import('../features/auth/pages/forgot-password-page')).ForgotPasswordPage }),
          },
          {
            path: 'password-reset',
            lazy: async () => ({ Component: (await import('../features/auth/pages/forgot-password-page')).ForgotPasswordPage }),
          },
          {
            path: 'reset-password',
            lazy: async () => ({ Component: (await import('../features/auth/pages/reset-password-page')).ResetPasswordPage }),
          },
          {
            path: 'auth/callback',
            lazy: async () => ({ Component: (await import('../features/auth/pages/auth-callback-page')).AuthCallbackPage }),
          },
          { path: 'mfa-setup', lazy: async () => ({ Component: (await import('../features/mfa/pages/mfa-setup-page')).MfaSetupPage }) },
          { path: 'setup', lazy: async () => ({ Component: (await import('../features/auth/pages/setup-page')).SetupPage }) },
          { path: 'signup', lazy: async () => ({ Component: (await import('../features/signup/pages/signup-page')).SignupPage }) },
          {
            path: 'verify-email',
            lazy: async () => ({ Component: (await import('../features/signup/pages/verify-email-page')).VerifyEmailPage }),
          },
          { path: 'children', lazy: async () => ({ Component: (await import('../features/children/pages/children-page')).ChildrenPage }) },
          {
            path: 'children/:childId/chats',
            lazy: async () => ({ Component: (await import('../features/tutor/pages/child-chats-page')).ChildChatsPage }),
          },
          {
            path: 'teacher-dashboard',
            lazy: async () => ({
              Component: (await import('../features/teacher-students/pages/teacher-dashboard-page')).TeacherDashboardPage,
            }),
          },
          {
            path: 'teacher/student-codes',
            lazy: async () => ({ Component: (await import('../features/teacher-students/pages/student-codes-page')).StudentCodesPage }),
          },
          {
            path: 'teacher/students/:studentId/chats',
            lazy: async () => ({ Component: (await import('../features/tutor/pages/student-chats-page')).StudentChatsPage }),
          },
          {
            path: 'parent-consent',
            lazy: async () => ({ Component: (await import('../features/children/pages/parent-consent-page')).ParentConsentPage }),
          },
          {
            path: 'dev/mailbox',
            lazy: async () => {
              const [{ MailboxPage }, { NotFoundPage }] = await Promise.all([
                import('../features/mailbox/pages/mailbox-page'),
                import('./not-found-page'),
              ]);
              return { Component: () => <MailboxPage notFound={<NotFoundPage />} /> };
            },
          },
          { path: 'profile', lazy: async () => ({ Component: (await import('../features/accounts/pages/profile-page')).ProfilePage }) },
          { path: 'settings', lazy: async () => ({ Component: (await import('../features/settings/pages/settings-page')).SettingsPage }) },
          {
            path: 'vip-beta',
            lazy: async () => ({ Component: (await import('../features/access-requests/pages/vip-beta-page')).VipBetaPage }),
          },
          {
            path: 'teacher-access',
            lazy: async () => ({ Component: (await import('../features/access-requests/pages/teacher-access-page')).TeacherAccessPage }),
          },
          {
            path: 'brain-training',
            lazy: async () => ({ Component: (await import('../features/brain-training/pages/brain-training-page')).BrainTrainingPage }),
          },
          {
            path: 'brain-training/:taskId',
            lazy: async () => ({ Component: (await import('../features/brain-training/pages/task-page')).TaskPage }),
          },
          {
            path: 'language-learning',
            lazy: async () => ({ Component: (await import('../features/languages/pages/languages-hub-page')).LanguagesHubPage }),
          },
          {
            path: 'language-learning/translator',
            lazy: async () => ({ Component: (await import('../features/translator/pages/translator-page')).TranslatorPage }),
          },
          {
            path: 'language-learning/:courseId',
            lazy: async () => ({ Component: (await import('../features/languages/pages/course-page')).CoursePage }),
          },
          {
            path: 'language-learning/:courseId/words',
            lazy: async () => ({ Component: (await import('../features/languages/pages/word-list-page')).WordListPage }),
          },
          {
            path: 'language-learning/:courseId/placement/:level',
            lazy: async () => ({ Component: (await import('../features/languages/pages/placement-page')).PlacementPage }),
          },
          {
            path: 'language-learning/review',
            lazy: async () => ({ Component: (await import('../features/languages/pages/review-page')).ReviewPage }),
          },
          {
            path: 'language-learning/:courseId/lessons/:lessonId',
            lazy: async () => ({ Component: (await import('../features/languages/pages/lesson-player-page')).LessonPlayerPage }),
          },
          {
            path: 'performance-tracking',
            lazy: async () => ({
              Component: (await import('../features/performance/pages/performance-tracking-page')).PerformanceTrackingPage,
            }),
          },
          {
            // Behind the admin guard; sidebar targets built by later issues fall through to not-found.
            path: 'admin',
            handle: { hideFooter: true } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('../features/admin/components/admin-layout')).AdminLayout }),
            children: [
              { index: true, lazy: async () => ({ Component: (await import('./admin-dashboard-route')).AdminDashboardRoute }) },
              { path: 'dashboard', lazy: async () => ({ Component: (await import('./admin-dashboard-route')).AdminDashboardRoute }) },
              {
                path: 'teacher-verification',
                lazy: async () => ({
                  Component: (await import('../features/admin/pages/teacher-verification-page')).TeacherVerificationPage,
                }),
              },
              {
                path: 'enterprise-plan-requests',
                lazy: async () => ({
                  Component: (await import('../features/contact/pages/enterprise-plan-requests-page')).EnterprisePlanRequestsPage,
                }),
              },
              {
                path: 'bot-testing',
                lazy: async () => ({ Component: (await import('../features/bot-testing/pages/bot-testing-page')).BotTestingPage }),
              },
              {
                path: 'scheduled-bot-tests',
                lazy: async () => ({
                  Component: (await import('../features/bot-testing/pages/scheduled-bot-tests-page')).ScheduledBotTestsPage,
                }),
              },
            ],
          },
          { path: 'focus-enhancement', lazy: async () => ({ Component: (await import('../features/focus/pages/focus-page')).FocusPage }) },
          {
            path: 'mental-wellness',
            lazy: async () => ({ Component: (await import('../features/wellness/pages/mental-wellness-page')).MentalWellnessPage }),
          },
          {
            path: 'brain-health',
            lazy: async () => ({ Component: (await import('../features/brain-health/pages/brain-health-page')).BrainHealthPage }),
          },
          {
            path: 'dashboard',
            lazy: async () => ({ Component: (await import('../features/dashboard/pages/dashboard-page')).DashboardPage }),
          },
          {
            path: 'cognitive-training',
            lazy: async () => ({ Component: (await import('../features/programmes/pages/cognitive-training-page')).CognitiveTrainingPage }),
          },
          {
            path: 'ai-personalization',
            lazy: async () => ({
              Component: (await import('../features/personalization/pages/ai-personalization-page')).AiPersonalizationPage,
            }),
          },
          {
            path: 'achievements',
            lazy: async () => ({ Component: (await import('../features/achievements/pages/achievements-page')).AchievementsPage }),
          },
          { path: 'pricing', lazy: async () => ({ Component: (await import('../features/billing/pages/pricing-page')).PricingPage }) },
          { path: 'subscription', lazy: async () => ({ Component: (await import('../features/billing/pages/pricing-page')).PricingPage }) },
          { path: 'checkout', lazy: async () => ({ Component: (await import('../features/billing/pages/checkout-page')).CheckoutPage }) },
          {
            path: 'checkout/success',
            lazy: async () => ({ Component: (await import('../features/billing/pages/payment-processing-page')).PaymentProcessingPage }),
          },
          {
            path: 'checkout/cancel',
            lazy: async () => ({ Component: (await import('../features/billing/pages/payment-canceled-page')).PaymentCanceledPage }),
          },
          {
            path: 'payment-processing',
            lazy: async () => ({ Component: (await import('../features/billing/pages/payment-processing-page')).PaymentProcessingPage }),
          },
          {
            path: 'payment-success',
            lazy: async () => ({ Component: (await import('../features/billing/pages/payment-success-page')).PaymentSuccessPage }),
          },
          {
            path: 'payment-success-old',
            lazy: async () => ({
              Component: (await import('../features/billing/pages/payment-success-old-redirect')).PaymentSuccessOldRedirect,
            }),
          },
          {
            path: 'payment-canceled',
            lazy: async () => ({ Component: (await import('../features/billing/pages/payment-canceled-page')).PaymentCanceledPage }),
          },
          {
            path: 'paypal-checkout',
            lazy: async () => ({ Component: (await import('../features/billing/pages/paypal-checkout-page')).PaypalCheckoutPage }),
          },
          // PayPal comes back here: the same waiting and canceled pages as every provider (access only from its verified event).
          {
            path: 'paypal-checkout/success',
            lazy: async () => ({ Component: (await import('../features/billing/pages/payment-processing-page')).PaymentProcessingPage }),
          },
          {
            path: 'paypal-checkout/cancel',
            lazy: async () => ({ Component: (await import('../features/billing/pages/payment-canceled-page')).PaymentCanceledPage }),
          },
          {
            path: 'square-checkout',
            lazy: async () => ({ Component: (await import('../features/billing/pages/square-checkout-page')).SquareCheckoutPage }),
          },
          {
            // Square comes back here; the processing page waits for the verified notification, as for every provider.
            path: 'square-checkout/success',
            lazy: async () => ({ Component: (await import('../features/billing/pages/payment-processing-page')).PaymentProcessingPage }),
          },
          {
            path: 'square-checkout/cancel',
            lazy: async () => ({ Component: (await import('../features/billing/pages/payment-canceled-page')).PaymentCanceledPage }),
          },
          {
            path: 'crypto-payment',
            lazy: async () => ({ Component: (await import('../features/billing/pages/crypto-payment-page')).CryptoPaymentPage }),
          },
          {
            path: 'checkout/guest',
            lazy: async () => ({ Component: (await import('../features/billing/pages/guest-checkout-page')).GuestCheckoutPage }),
          },
          {
            path: 'express-checkout',
            lazy: async () => ({ Component: (await import('../features/billing/pages/express-checkout-page')).ExpressCheckoutPage }),
          },
          { path: 'donate', lazy: async () => ({ Component: (await import('../features/billing/pages/donate-page')).DonatePage }) },
          {
            path: 'donate/thank-you',
            lazy: async () => ({ Component: (await import('../features/billing/pages/donate-thank-you-page')).DonateThankYouPage }),
          },
          {
            path: 'enterprise-plan',
            lazy: async () => ({ Component: (await import('../features/contact/pages/enterprise-plan-page')).EnterprisePlanPage }),
          },
          { path: 'claim', lazy: async () => ({ Component: (await import('../features/billing/pages/claim-page')).ClaimPage }) },
          {
            path: 'family-plans',
            lazy: async () => ({ Component: (await import('../features/billing/pages/family-plans-page')).FamilyPlansPage }),
          },
          {
            path: 'build-plan',
            lazy: async () => ({ Component: (await import('../features/billing/pages/build-plan-page')).BuildPlanPage }),
          },
          { path: 'add-ons', lazy: async () => ({ Component: (await import('../features/billing/pages/add-ons-page')).AddOnsPage }) },
          {
            path: 'marketplace',
            lazy: async () => ({ Component: (await import('../features/billing/pages/marketplace-page')).MarketplacePage }),
          },
          {
            path: 'innovative-pricing',
            lazy: async () => ({ Component: (await import('../features/billing/pages/innovative-pricing-page')).InnovativePricingPage }),
          },
          { path: 'payment', lazy: async () => ({ Component: (await import('../features/billing/pages/payment-page')).PaymentPage }) },
          {
            path: 'payment-checkout',
            lazy: async () => ({ Component: (await import('../features/billing/pages/payment-checkout-page')).PaymentCheckoutPage }),
          },
          {
            path: 'family/accept',
            lazy: async () => ({ Component: (await import('../features/billing/pages/family-accept-page')).FamilyAcceptPage }),
          },
          {
            path: 'subscription-management',
            lazy: async () => ({
              Component: (await import('../features/billing/pages/subscription-management-page')).SubscriptionManagementPage,
            }),
          },
          {
            path: 'homework-help',
            lazy: async () => ({ Component: (await import('../features/tutor/pages/homework-help-page')).HomeworkHelpPage }),
          },
          {
            path: 'homework-help/worksheet',
            lazy: async () => ({ Component: (await import('../features/tutor/pages/worksheet-page')).WorksheetPage }),
          },
          { path: 'ai-chat', lazy: async () => ({ Component: (await import('../features/tutor/pages/chat-page')).ChatPage }) },
          { path: 'chat', lazy: async () => ({ Component: (await import('../features/tutor/pages/chat-page')).ChatPage }) },
          {
            path: 'knowledge-hub',
            lazy: async () => ({ Component: (await import('../features/tutor/pages/knowledge-hub-page')).KnowledgeHubPage }),
          },
          {
            path: 'knowledge-hub/:slug',
            lazy: async () => ({ Component: (await import('../features/tutor/pages/knowledge-article-page')).KnowledgeArticlePage }),
          },
          { path: 'ai-tutors', lazy: async () => ({ Component: (await import('../features/tutor/pages/ai-tutors-page')).AiTutorsPage }) },
          { path: 'learn', lazy: async () => ({ Component: (await import('../features/curriculum/pages/subjects-page')).SubjectsPage }) },
          {
            path: 'subjects',
            lazy: async () => ({ Component: (await import('../features/curriculum/pages/subjects-page')).SubjectsPage }),
          },
          {
            path: 'subjects/:slug',
            lazy: async () => ({ Component: (await import('../features/curriculum/pages/subject-page')).SubjectPage }),
          },
          {
            path: 'education',
            lazy: async () => ({ Component: (await import('../features/curriculum/pages/topic-index-page')).TopicIndexPage }),
          },
          {
            path: 'education/tests/:attemptId',
            lazy: async () => ({ Component: (await import('../features/curriculum/pages/test-page')).TestPage }),
          },
          {
            path: 'education/:topicId/guide',
            lazy: async () => ({ Component: (await import('../features/curriculum/pages/study-guide-page')).StudyGuidePage }),
          },
          {
            path: 'education/:topicId',
            lazy: async () => ({ Component: (await import('../features/curriculum/pages/topic-page')).TopicPage }),
          },
          {
            path: 'resources',
            lazy: async () => ({ Component: (await import('../features/curriculum/pages/resources-page')).ResourcesPage }),
          },
          {
            path: 'grade-specific',
            lazy: async () => ({ Component: (await import('../features/curriculum/pages/grade-specific-page')).GradeSpecificPage }),
          },
          {
            path: 'grade-dashboard',
            lazy: async () => ({ Component: (await import('../features/curriculum/pages/grade-dashboard-page')).GradeDashboardPage }),
          },
          {
            path: 'realtime-voice-chat',
            lazy: async () => ({ Component: (await import('../features/voice-chat/pages/voice-chat-page')).VoiceChatPage }),
          },
          { path: '*', lazy: async () => ({ Component: (await import('./not-found-page')).NotFoundPage }) },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
