import type { BuildLine } from '@brainboost/domain/billing/plan-builder';
import type { Catalog, CatalogProduct } from '@brainboost/domain/schemas/billing';

/** A catalog price as an order line, or null when the catalog does not sell it (any more). */
export function lineOf(catalog: Catalog, priceId: string): BuildLine | null {
  for (const product of catalog.products) {
    const price = product.prices.find((p) => p.id === priceId);
    if (price)
      return {
        priceId: price.id,
        productId: product.id,
        kind: product.kind,
        interval: price.interval,
        amountCents: price.amountCents,
        currency: price.currency,
      };
  }
  return null;
}

/** Every line of an order, or null if any price is unknown. */
export function linesOf(catalog: Catalog, priceIds: readonly string[]): BuildLine[] | null {
  const lines = priceIds.map((id) => lineOf(catalog, id));
  return lines.every((l): l is BuildLine => l !== null) ? lines : null;
}

/** A product's price on a cycle (one-time products have only `once`). */
export const priceOn = (product: CatalogProduct | undefined, interval: 'monthly' | 'annual' | 'once') =>
  product?.prices.find((p) => p.interval === interval);

/** The order in the address bar: `?price=…&extras=a,b`, as /payment and /payment-checkout read it. */
export function orderFromParams(params: URLSearchParams) {
  const priceId = params.get('price') ?? '';
  const extras = (params.get('extras') ?? '').split(',').filter(Boolean).slice(0, 4);
  return { priceId, extras, method: params.get('method') ?? '' };
}
export function orderQuery(priceId: string, extras: readonly string[], method?: string) {
  const query = new URLSearchParams({ price: priceId });
  if (extras.length) query.set('extras', extras.join(','));
  if (method) query.set('method', method);
  return query.toString();
}
