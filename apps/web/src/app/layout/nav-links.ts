/** Header destinations from the spec's layout, in order. Labels are `navbar` keys. */
export const mainLinks = [
  { to: '/grade-dashboard', label: 'learning' },
  { to: '/financial-literacy', label: 'financialLiteracy' },
  { to: '/add-ons', label: 'addOns' },
] as const;

export const planLinks = [
  { to: '/marketplace', label: 'marketplace', description: 'marketplaceDescription' },
  { to: '/subscription', label: 'subscriptionPlans', description: 'subscriptionPlansDescription' },
  { to: '/subscription-management', label: 'manageSubscription', description: 'manageSubscriptionDescription' },
  { to: '/build-plan', label: 'buildYourPlan', description: 'buildYourPlanDescription' },
] as const;
