import { trialDays } from '@brainboost/domain/billing/pricing';
import type { Catalog, CatalogProduct } from '@brainboost/domain/schemas/billing';
import type { Db } from '../../db/database.js';
import { createCatalogRepository } from './billing-catalog.repository.js';
import { billingErrors } from './billing.errors.js';

export type CatalogPriceRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createCatalogRepository>['findPriceById']>>>;

/** The catalog as the pages show it, and the one place a price is looked up before charging. */
export function createCatalog(db: Db) {
  const repository = createCatalogRepository(db);
  return {
    async list(): Promise<Catalog> {
      const products = new Map<string, CatalogProduct>();
      for (const row of await repository.findActivePrices()) {
        const product = products.get(row.product_id) ?? {
          id: row.product_id,
          kind: row.kind,
          tier: row.tier,
          maxMembers: row.max_members,
          prices: [],
        };
        product.prices.push({ id: row.id, interval: row.interval, amountCents: row.amount_cents, currency: row.currency });
        products.set(row.product_id, product);
      }
      return { products: [...products.values()], trialDays };
    },
    /** A purchasable price; throws for unknown or retired ones. */
    async price(id: string): Promise<CatalogPriceRow> {
      const price = await repository.findPriceById(id);
      if (!price || !price.active || !price.product_active) throw billingErrors.unknownPrice();
      return price;
    },
    /** Any price, retired or not (an old subscription may be on one). */
    findPrice: (id: string) => repository.findPriceById(id),
  };
}
export type BillingCatalog = ReturnType<typeof createCatalog>;
