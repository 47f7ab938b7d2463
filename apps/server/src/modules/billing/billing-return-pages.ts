/** Where the browser comes back to after a provider's hosted page: extra ways to pay have their own pages. */
const pages: Record<string, { success: string; cancel: string }> = {
  square: { success: '/square-checkout/success', cancel: '/square-checkout/cancel' },
};

export function returnPages(provider: string, checkoutId: string) {
  const own = pages[provider];
  return {
    success: `${own?.success ?? '/payment-processing'}?checkout=${checkoutId}`,
    cancel: `${own?.cancel ?? '/payment-canceled'}?checkout=${checkoutId}`,
  };
}
