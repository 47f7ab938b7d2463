import type { Kysely, Selectable } from 'kysely';
import { jsonObjectFrom } from 'kysely/helpers/postgres';
import type { AccessRequestKind } from '@brainboost/domain/schemas/access-requests';
import type { Database } from '../../db/schema.js';
import type { AccessRequestsTable } from './access-requests.tables.js';

const requestColumns = [
  'id',
  'user_id',
  'kind',
  'status',
  'note',
  'school_name',
  'subject',
  'locale',
  'decision_note',
  'decided_at',
  'created_at',
] as const;
const summaryColumns = ['id', 'kind', 'status', 'note', 'school_name', 'subject', 'decision_note', 'decided_at', 'created_at'] as const;

type SummaryRow = Pick<Selectable<AccessRequestsTable>, (typeof summaryColumns)[number]>;
type SummaryJson = Omit<SummaryRow, 'created_at' | 'decided_at'> & { created_at: string; decided_at: string | null };

/** A request read as JSON, whose times arrive as ISO strings: with Dates again, like a plain row. */
function fromJson(json: SummaryJson | null): SummaryRow | null {
  return (
    json && { ...json, created_at: new Date(json.created_at), decided_at: json.decided_at === null ? null : new Date(json.decided_at) }
  );
}

/** SQL for access requests and beta access. Works on the database or inside a transaction. */
export function createAccessRequestsRepository(db: Kysely<Database>) {
  const newest = (userId: string, kind: AccessRequestKind) =>
    jsonObjectFrom(
      db
        .selectFrom('access_requests')
        .select([...summaryColumns])
        .where('user_id', '=', userId)
        .where('kind', '=', kind)
        .orderBy('created_at', 'desc')
        .limit(1),
    );
  const summaryOf = (userId: string) =>
    db
      .selectNoFrom((eb) => [
        eb
          .exists(eb.selectFrom('beta_access').select('user_id').where('user_id', '=', userId))
          .$castTo<boolean>()
          .as('beta_access'),
        newest(userId, 'vip_beta').as('vip_beta'),
        newest(userId, 'teacher').as('teacher'),
      ])
      .execute();
  const ofKind = (kind: AccessRequestKind) =>
    db
      .selectFrom('access_requests as r')
      .select([
        'r.id',
        'r.user_id',
        'r.kind',
        'r.status',
        'r.note',
        'r.school_name',
        'r.subject',
        'r.locale',
        'r.decision_note',
        'r.decided_at',
        'r.created_at',
        'r.decided_by',
      ])
      .where('r.kind', '=', kind);

  return {
    /**
     * In one statement: the newest request of each kind the user made (null if none), and whether
     * they have beta access.
     */
    async findSummaryByUser(userId: string) {
      const [row] = await summaryOf(userId);
      return { betaAccess: row!.beta_access, vipBeta: fromJson(row!.vip_beta), teacher: fromJson(row!.teacher) };
    },

    findOpen(userId: string, kind: AccessRequestKind) {
      return db
        .selectFrom('access_requests')
        .select('id')
        .where('user_id', '=', userId)
        .where('kind', '=', kind)
        .where('status', '=', 'pending')
        .executeTakeFirst();
    },

    insert(row: { userId: string; kind: AccessRequestKind; note: string | null; schoolName?: string; subject?: string; locale: string }) {
      return db
        .insertInto('access_requests')
        .values({
          user_id: row.userId,
          kind: row.kind,
          note: row.note,
          school_name: row.schoolName ?? null,
          subject: row.subject ?? null,
          locale: row.locale,
        })
        .returning([...requestColumns])
        .executeTakeFirstOrThrow();
    },

    /** The pending requests of a kind, oldest first. */
    listPending(kind: AccessRequestKind, limit: number) {
      return ofKind(kind).where('r.status', '=', 'pending').orderBy('r.created_at', 'asc').limit(limit).execute();
    },

    /** The decided requests of a kind, newest decision first, each with who decided it. */
    listDecided(kind: AccessRequestKind, limit: number) {
      return ofKind(kind).where('r.status', '<>', 'pending').orderBy('r.decided_at', 'desc').limit(limit).execute();
    },

    /** The request, locked until the transaction ends. */
    lockById(id: string) {
      return db
        .selectFrom('access_requests')
        .select(['id', 'user_id', 'kind', 'status', 'locale'])
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
    },

    decide(id: string, decision: { status: 'approved' | 'declined'; decidedBy: string; note: string | null }) {
      return db
        .updateTable('access_requests')
        .set({ status: decision.status, decided_by: decision.decidedBy, decision_note: decision.note, decided_at: new Date() })
        .where('id', '=', id)
        .returning([...requestColumns])
        .executeTakeFirstOrThrow();
    },

    async hasBetaAccess(userId: string) {
      return (await db.selectFrom('beta_access').select('user_id').where('user_id', '=', userId).executeTakeFirst()) !== undefined;
    },

    async grantBetaAccess(userId: string, grantedBy: string) {
      await db
        .insertInto('beta_access')
        .values({ user_id: userId, granted_by: grantedBy })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .execute();
    },
  };
}
