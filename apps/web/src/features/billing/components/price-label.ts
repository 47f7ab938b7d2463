/** The plan of a price id from the catalog ("premium_annual" → "premium"), for translated names. */
export function productOfPrice(priceId: string): string {
  return priceId.replace(/_(monthly|annual|once)$/, '');
}
export function intervalOfPrice(priceId: string): 'monthly' | 'annual' | 'once' {
  const match = /_(monthly|annual|once)$/.exec(priceId);
  return (match?.[1] as 'monthly' | 'annual' | 'once' | undefined) ?? 'monthly';
}
