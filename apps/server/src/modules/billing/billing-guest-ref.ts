/**
 * The customer reference given to the provider for a guest checkout: `guest:<checkout id>`.
 * Webhooks carrying it are held against that checkout's email until an account claims them.
 */
export const guestCustomerRef = (checkoutId: string) => `guest:${checkoutId}`;

export function guestCheckoutIdOf(customerRef: string): string | null {
  const match = /^guest:([0-9a-f-]{36})$/i.exec(customerRef);
  return match ? match[1]! : null;
}
