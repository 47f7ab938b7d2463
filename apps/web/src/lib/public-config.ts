import { useSyncExternalStore } from 'react';
import { apiRequest } from './api-client';

export type PublicConfig = {
  orgName: string;
  ga4MeasurementId: string | null;
  socialLinks: { network: string; url: string }[];
  oauthProviders: { id: string; name: string }[];
  /** Checkouts go to the offline sandbox: test cards, no money taken. */
  paymentSandbox: boolean;
};

// Read once per page load with a plain fetch: the header and footer need it on every page, and the
// query library would cost the first download more than it saves.
let value: PublicConfig | undefined;
let started = false;
const listeners = new Set<() => void>();

function load() {
  if (started) return;
  started = true;
  apiRequest<PublicConfig>('/api/public-config').then(
    (config) => {
      value = config;
      listeners.forEach((l) => l());
    },
    () => {
      started = false;
    },
  );
}

/** This installation's public settings (operator name, social links, analytics id), once loaded. */
export function usePublicConfig(): PublicConfig | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      load();
      return () => listeners.delete(listener);
    },
    () => value,
    () => undefined,
  );
}
