import type { Db } from '../../db/database.js';

/** Catalog reads: active products and their active prices. */
export function createCatalogRepository(db: Db) {
  return {
    findActivePrices() {
      return db
        .selectFrom('billing_prices as p')
        .innerJoin('billing_products as r', 'r.id', 'p.product_id')
        .select(['p.id', 'p.product_id', 'p.interval', 'p.amount_cents', 'p.currency', 'r.kind', 'r.tier', 'r.max_members', 'r.sort_order'])
        .where('p.active', '=', true)
        .where('r.active', '=', true)
        .orderBy('r.sort_order')
        .orderBy('p.amount_cents')
        .execute();
    },
    findPriceById(id: string) {
      return db
        .selectFrom('billing_prices as p')
        .innerJoin('billing_products as r', 'r.id', 'p.product_id')
        .select([
          'p.id',
          'p.product_id',
          'p.interval',
          'p.amount_cents',
          'p.currency',
          'p.active',
          'r.kind',
          'r.tier',
          'r.active as product_active',
        ])
        .where('p.id', '=', id)
        .executeTakeFirst();
    },
  };
}
