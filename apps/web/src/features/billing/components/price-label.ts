/** The plan of a price id from the catalog ("premium_annual" → "premium"), for translated names. */
export function productOfPrice(priceId: string): string {
  return priceId.replace(/_(monthly|annual|once)$/, '');
}
