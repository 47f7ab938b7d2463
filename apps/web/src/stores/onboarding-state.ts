import { createLocalStore } from './local-store';

/**
 * Spec section 2/3: onboarding shows unless `onboardingComplete` equals the string "true";
 * `showEnhancedOnboarding` mirrors it as a boolean.
 */
export const onboardingComplete = createLocalStore<boolean>(
  'onboardingComplete',
  (raw) => raw === 'true',
  (value) => String(value),
);

export function completeOnboarding() {
  onboardingComplete.set(true);
  try {
    localStorage.setItem('showEnhancedOnboarding', 'false');
  } catch {
    // in memory only
  }
}
