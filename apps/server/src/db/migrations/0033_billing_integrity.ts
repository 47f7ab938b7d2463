import { sql, type Kysely, type Migration } from 'kysely';

/**
 * One plan per customer, held by the database: at most one plan checkout of a user open or
 * processing at a time, so two tabs paying at once cannot both start one (decision 0053). And
 * trials remembered past account deletion by a keyed hash of the email only (decision 0054).
 */
export const migration0033BillingIntegrity: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table billing_checkouts add column is_plan boolean not null default false`.execute(db);
    await sql`
      update billing_checkouts c set is_plan = true
      from billing_prices p join billing_products r on r.id = p.product_id
      where p.id = c.price_id and r.kind = 'plan' and p.interval <> 'once' and c.provider <> 'crypto'`.execute(db);
    // Rows already there may break the rule: only the newest open one of each user stays open.
    await sql`
      update billing_checkouts c set status = 'canceled', updated_at = now()
      where c.is_plan and c.user_id is not null and c.status in ('open', 'processing')
        and exists (select 1 from billing_checkouts n where n.user_id = c.user_id and n.is_plan and n.status in ('open', 'processing') and n.created_at > c.created_at)`.execute(
      db,
    );
    await sql`create unique index billing_checkouts_one_open_plan on billing_checkouts (user_id) where is_plan and status in ('open', 'processing')`.execute(
      db,
    );
    await sql`
      create table billing_trial_marks (
        key_hash text primary key,
        used_at timestamptz not null default now()
      )`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop table billing_trial_marks`.execute(db);
    await sql`drop index billing_checkouts_one_open_plan`.execute(db);
    await sql`alter table billing_checkouts drop column is_plan`.execute(db);
  },
};
