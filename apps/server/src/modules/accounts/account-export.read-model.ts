import { type Expression, type Simplify, sql } from 'kysely';
import type { AccountExport } from '@brainboost/domain/schemas/account-security';
import { jsonBuildObject, jsonObjectFrom } from 'kysely/helpers/postgres';
import { compiledOnce } from '../../db/compiled-query.js';
import type { Db } from '../../db/database.js';

/**
 * A read model (decision 0077): "export my data" and account deletion reach every row stored about
 * one person, so they read and clear, in one statement or one transaction, tables other modules own
 * beside accounts' own `user`, `profiles`, `user_access`, `session` and `account`:
 * `subscriptions` (billing), `feedback` (feedback), `page_views` and `analytics_events`
 * (analytics), `contact_messages` and `enterprise_inquiries` (contact), `outbox_messages` (the
 * mail outbox) and `curriculum_skill_mastery`, `curriculum_practice_items`,
 * `curriculum_practice_days` and `curriculum_tests` (curriculum; they go with the user row by
 * cascade). A table that stores something about a person is added here; nothing else in
 * accounts reads those tables.
 */

/**
 * A timestamptz column as the string JavaScript's `Date#toISOString` gives (UTC, milliseconds, `Z`),
 * or null: what a row read as a Date would become in a JSON answer.
 */
const isoFormat = sql.lit('YYYY-MM-DD"T"HH24:MI:SS.MS"Z"');
const utcIso = (column: string) => sql<string | null>`to_char(${sql.ref(column)} at time zone 'UTC', ${isoFormat})`;

/**
 * Kysely's `jsonArrayFrom` with the rows put in order by the aggregate, `json_agg(agg order by
 * agg.<column>)`, rather than by the subquery: PostgreSQL then starts no sort node per section, which
 * cost the export about 7% of its time in PostgreSQL (decision 0039). The `utcIso` strings sort
 * as the times do.
 */
const jsonArrayOrderedBy = <O>(rows: Expression<O>, column: keyof O & string) =>
  sql<Simplify<O>[]>`(select coalesce(json_agg(agg order by agg.${sql.ref(column)}), '[]') from ${rows} as agg)`;

export function createAccountExportReadModel(db: Db) {
  /** Everything stored about one person as one JSON document, in one statement (see `findExportOf`). */
  const exportOf = compiledOnce(db, (userId: string) =>
    db
      .selectFrom(
        db
          .selectFrom('user as u')
          .where('u.id', '=', userId)
          .select((eb) => [
            sql<string>`to_char(now() at time zone 'UTC', ${isoFormat})`.as('exportedAt'),
            jsonBuildObject({
              id: eb.ref('u.id'),
              email: eb.ref('u.email'),
              emailVerified: eb.ref('u.emailVerified'),
              name: eb.ref('u.name'),
              phoneNumber: eb.ref('u.phoneNumber'),
              username: eb.ref('u.username'),
              twoFactorEnabled: eb.fn.coalesce('u.twoFactorEnabled', sql<boolean>`false`),
              createdAt: utcIso('u.createdAt'),
            }).as('account'),
            jsonObjectFrom(
              eb
                .selectFrom('profiles')
                .select(['full_name', 'avatar_url', utcIso('updated_at').as('updated_at')])
                .whereRef('id', '=', 'u.id'),
            ).as('profile'),
            jsonObjectFrom(
              eb
                .selectFrom('user_access')
                .select(['access_type', 'access_tier', utcIso('access_expires_at').as('access_expires_at')])
                .whereRef('user_id', '=', 'u.id'),
            ).as('access'),
            jsonArrayOrderedBy(
              eb
                .selectFrom('subscriptions')
                .select([
                  'status',
                  'plan_type',
                  'billing_cycle',
                  utcIso('current_period_end').as('current_period_end'),
                  utcIso('trial_end').as('trial_end'),
                  'cancel_at_period_end',
                  utcIso('created_at').as('created_at'),
                ])
                .whereRef('user_id', '=', 'u.id'),
              'created_at',
            ).as('subscriptions'),
            jsonArrayOrderedBy(
              eb
                .selectFrom('session')
                .select([
                  utcIso('createdAt').as('createdAt'),
                  utcIso('updatedAt').as('updatedAt'),
                  utcIso('expiresAt').as('expiresAt'),
                  'ipAddress',
                  'userAgent',
                ])
                .whereRef('userId', '=', 'u.id'),
              'createdAt',
            ).as('sessions'),
            jsonArrayOrderedBy(
              eb
                .selectFrom('account')
                .select(['providerId', utcIso('createdAt').as('createdAt')])
                .whereRef('userId', '=', 'u.id'),
              'createdAt',
            ).as('accounts'),
            jsonArrayOrderedBy(
              eb
                .selectFrom('feedback')
                .select(['type', 'text', 'path', utcIso('created_at').as('created_at')])
                .where('user_id', '=', userId),
              'created_at',
            ).as('feedback'),
            jsonArrayOrderedBy(
              eb
                .selectFrom('page_views')
                .select(['path', utcIso('created_at').as('created_at')])
                .where('user_id', '=', userId),
              'created_at',
            ).as('pageViews'),
            jsonArrayOrderedBy(
              eb
                .selectFrom('analytics_events')
                .select(['name', 'properties', utcIso('created_at').as('created_at')])
                .where('user_id', '=', userId),
              'created_at',
            ).as('events'),
            jsonArrayOrderedBy(
              eb
                .selectFrom('contact_messages')
                .select(['name', 'topic', 'message', utcIso('created_at').as('created_at')])
                .whereRef('email', '=', 'u.email'),
              'created_at',
            ).as('contactMessages'),
            jsonArrayOrderedBy(
              eb
                .selectFrom('enterprise_inquiries')
                .select([
                  'id',
                  'reference',
                  'name',
                  'email',
                  'organization',
                  'organization_type',
                  'role',
                  'seats',
                  'country',
                  'message',
                  'locale',
                  'status',
                  utcIso('created_at').as('created_at'),
                ])
                .whereRef('email', '=', 'u.email'),
              'created_at',
            ).as('enterpriseInquiries'),
            jsonArrayOrderedBy(
              eb
                .selectFrom('outbox_messages')
                .select(['channel', 'subject', utcIso('created_at').as('created_at')])
                .whereRef('recipient', '=', 'u.email'),
              'created_at',
            ).as('messages'),
            jsonArrayOrderedBy(
              eb
                .selectFrom('curriculum_skill_mastery')
                .select(['topic_id', 'skill_id', 'level', utcIso('practised_at').as('practised_at')])
                .whereRef('user_id', '=', 'u.id'),
              'topic_id',
            ).as('curriculumMastery'),
            jsonArrayOrderedBy(
              eb
                .selectFrom('curriculum_practice_items')
                .select([
                  'topic_id',
                  'skill_id',
                  'item_ref',
                  'answer',
                  'verdict',
                  utcIso('served_at').as('served_at'),
                  utcIso('answered_at').as('answered_at'),
                ])
                .whereRef('user_id', '=', 'u.id'),
              'served_at',
            ).as('curriculumPractice'),
            jsonArrayOrderedBy(
              eb.selectFrom('curriculum_practice_days').select(['day', 'answered']).whereRef('user_id', '=', 'u.id'),
              'day',
            ).as('curriculumPracticeDays'),
            jsonArrayOrderedBy(
              eb
                .selectFrom('curriculum_tests')
                .select([
                  'kind',
                  'subject',
                  'band',
                  'topic_id',
                  'unit_id',
                  'score',
                  sql<number>`jsonb_array_length(questions)`.as('questions'),
                  utcIso('started_at').as('started_at'),
                  utcIso('submitted_at').as('submitted_at'),
                ])
                .whereRef('user_id', '=', 'u.id'),
              'started_at',
            ).as('curriculumTests'),
          ])
          .as('x'),
      )
      .select([sql<AccountExport>`row_to_json(x)`.as('document'), 'x.exportedAt']),
  );

  return {
    /**
     * Everything stored about one person, for "export my data", as the document to download and
     * the time it was made (undefined if the user is gone), in one statement. Secrets (password
     * hashes, TOTP secrets, tokens) are left out. Rows come oldest first, times as `utcIso` strings.
     */
    async findExportOf(userId: string) {
      return (await exportOf(userId))[0];
    },

    /**
     * Deletes the person in one transaction: their user row (sessions, sign-in methods, factors,
     * profile, access and subscriptions go with it by cascade) and the things they sent under
     * their name; product analytics they generated stay only without their id.
     */
    async deleteUserAndData(userId: string, email: string) {
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('page_views').set({ user_id: null }).where('user_id', '=', userId).execute();
        await trx.updateTable('analytics_events').set({ user_id: null }).where('user_id', '=', userId).execute();
        await trx.deleteFrom('feedback').where('user_id', '=', userId).execute();
        await trx.deleteFrom('contact_messages').where('email', '=', email).execute();
        await trx.deleteFrom('outbox_messages').where('recipient', '=', email).execute();
        await trx.deleteFrom('user').where('id', '=', userId).execute();
      });
    },
  };
}
