import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Db } from '../../db/database.js';

/**
 * A read model (decision 0078): the access row every access decision and GET /api/me rest on, read in
 * one statement from accounts' own `user`, `profiles` and `user_access` and from tables other modules
 * own: `beta_access` (access-requests), `subscriptions`, `billing_add_ons` and `billing_purchases`
 * (billing), `family_members` (family) and `child_accounts` (children). A change to one of those
 * tables must check this statement; nothing else in accounts reads them.
 */

/** Add-ons in force and prepaid passes as entitlement grants (JSON rows carry dates as strings). */
export function addOnGrants(addOns: { product_id: string }[], passes: { product_id: string; valid_until: Date | string | null }[]) {
  return [
    ...addOns.map((a) => ({ productId: a.product_id, validUntil: null })),
    ...passes.map((p) => ({ productId: p.product_id, validUntil: p.valid_until ? new Date(p.valid_until) : null })),
  ];
}

export function createAccessReadModel(db: Db) {
  return {
    /**
     * Everything GET /api/me shows, in one round trip: the user with profile, role and beta access
     * joined, the newest subscriptions as a JSON array (dates come back as ISO strings) — the
     * user's own and, for an active family member, the owner's family plan — and the add-ons and
     * passes in force; for a child account, its status and whether the parent allowed voice.
     */
    findMeById(id: string) {
      return db
        .selectFrom('user as u')
        .leftJoin('profiles as p', 'p.id', 'u.id')
        .leftJoin('user_access as a', 'a.user_id', 'u.id')
        .leftJoin('child_accounts as ch', 'ch.user_id', 'u.id')
        .select([
          'u.id',
          'u.email',
          'u.name',
          'u.emailVerified',
          'p.full_name',
          'p.avatar_url',
          'a.access_type',
          'a.access_tier',
          'a.access_expires_at',
          'ch.status as child_status',
          'ch.voice_allowed as child_voice_allowed',
        ])
        .select((eb) => [
          eb.exists(eb.selectFrom('beta_access as b').select('b.user_id').whereRef('b.user_id', '=', 'u.id')).as('beta_access'),
          jsonArrayFrom(
            eb
              .selectFrom('subscriptions as s')
              .select(['s.status', 's.plan_type', 's.created_at', 's.current_period_end', 's.trial_end', 's.cancel_at_period_end'])
              .where((w) =>
                w.or([
                  w('s.user_id', '=', w.ref('u.id')),
                  // A family plan also covers an active member of the owner's group, and a child linked to the
                  // owner as their parent: children have no email, so no invitation (decision 0072).
                  w.and([
                    w('s.plan_type', '=', 'family'),
                    w.or([
                      w(
                        's.user_id',
                        'in',
                        w
                          .selectFrom('family_members as f')
                          .select('f.owner_user_id')
                          .whereRef('f.user_id', '=', 'u.id')
                          .where('f.status', '=', 'active'),
                      ),
                      w(
                        's.user_id',
                        'in',
                        w
                          .selectFrom('child_accounts as c')
                          .select('c.parent_user_id')
                          .whereRef('c.user_id', '=', 'u.id')
                          .where('c.status', '=', 'active'),
                      ),
                    ]),
                  ]),
                ]),
              )
              .orderBy('s.created_at', 'desc')
              .limit(20),
          ).as('subscriptions'),
          // Add-ons in force (recurring while their subscription lives) and prepaid passes (decision 0023).
          jsonArrayFrom(
            eb
              .selectFrom('billing_add_ons as ao')
              .select('ao.product_id')
              .whereRef('ao.user_id', '=', 'u.id')
              .where('ao.status', '!=', 'canceled'),
          ).as('add_ons'),
          jsonArrayFrom(
            eb
              .selectFrom('billing_purchases as bp')
              .select(['bp.product_id', 'bp.valid_until'])
              .whereRef('bp.user_id', '=', 'u.id')
              .orderBy('bp.valid_until', 'desc')
              .limit(20),
          ).as('passes'),
        ])
        .where('u.id', '=', id)
        .executeTakeFirst();
    },
  };
}
