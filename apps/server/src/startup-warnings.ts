import type { Config } from './config.js';

/**
 * What an operator must see at every start: settings that are fine on a laptop and dangerous on
 * a server people reach (config.ts refuses them outright when PUBLIC_URL is not loopback).
 */
export function startupWarnings(config: Pick<Config, 'APP_ENV' | 'PAYMENT_PROVIDER'>): string[] {
  const warnings: string[] = [];
  if (config.APP_ENV === 'development') {
    warnings.push(
      'DEVELOPMENT MODE IS ON (APP_ENV=development): anyone who can open this site can sign in as a teacher on the top plan without a password. Never run it like this where others can reach it.',
    );
  }
  if (config.PAYMENT_PROVIDER === 'sandbox') {
    warnings.push(
      'Payments are in SANDBOX mode (PAYMENT_PROVIDER=sandbox): test cards buy any plan and no money is taken. Set PAYMENT_PROVIDER=stripe to take real payments.',
    );
  }
  return warnings;
}
