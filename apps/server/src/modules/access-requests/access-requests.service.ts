import { accessTypeOf } from '@brainboost/domain/billing/entitlements';
import { isLocale, fallbackLocale } from '@brainboost/domain/i18n/locales';
import type {
  AccessRequest,
  AccessRequestKind,
  AdminAccessRequest,
  MyAccessRequests,
  accessDecisionInputSchema,
  teacherRequestInputSchema,
  vipBetaRequestInputSchema,
} from '@brainboost/domain/schemas/access-requests';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import type { Mailer } from '../../providers/mail/mail.port.js';
import type { AccountsService } from '../accounts/accounts.service.js';
import type { PeopleService } from '../accounts/people.service.js';
import type { AdminService } from '../admin/admin.service.js';
import type { AccessRequestEmails } from './access-request-emails.js';
import { accessRequestErrors as errors } from './access-requests.errors.js';
import { createAccessRequestsRepository } from './access-requests.repository.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { iso } from '../../iso-time.js';

type RequestRow = {
  id: string;
  kind: AccessRequestKind;
  status: 'pending' | 'approved' | 'declined';
  note: string | null;
  school_name: string | null;
  subject: string | null;
  decision_note: string | null;
  decided_at: Date | null;
  created_at: Date;
};

const toRequest = (r: RequestRow): AccessRequest => ({
  id: r.id,
  kind: r.kind,
  status: r.status,
  note: r.note,
  schoolName: r.school_name,
  subject: r.subject,
  decisionNote: r.decision_note,
  createdAt: iso(r.created_at),
  decidedAt: iso(r.decided_at),
});

const pagePath: Record<AccessRequestKind, string> = { vip_beta: '/vip-beta', teacher: '/teacher-access' };

export type AccessRequestsDeps = {
  db: Db;
  admin: AdminService;
  accounts: Pick<AccountsService, 'isChild'>;
  people: Pick<PeopleService, 'byIds' | 'emailOf' | 'storedRoleOf'>;
  mailer: Mailer;
  emails: AccessRequestEmails;
  baseUrl: string;
  log: FastifyBaseLogger;
};

/**
 * Requests for beta features (/vip-beta) and for the teacher role (/teacher-access): one open
 * request of each kind per person; an administrator approves or declines it, which grants beta
 * access or the teacher role and emails the requester in the language they asked in.
 */
export function createAccessRequestsService({ db, admin, accounts, people, mailer, emails, baseUrl, log }: AccessRequestsDeps) {
  const repository = createAccessRequestsRepository(db);

  async function open(
    userId: string,
    kind: AccessRequestKind,
    values: { note: string | null; schoolName?: string; subject?: string },
    locale: string,
  ) {
    if (await repository.findOpen(userId, kind)) throw errors.alreadyOpen();
    try {
      return toRequest(await repository.insert({ userId, kind, ...values, locale }));
    } catch (err) {
      if (isUniqueViolation(err)) throw errors.alreadyOpen();
      throw err;
    }
  }

  return {
    async mine(userId: string): Promise<MyAccessRequests> {
      const [{ vipBeta, teacher, betaAccess }, role] = await Promise.all([
        repository.findSummaryByUser(userId),
        people.storedRoleOf(userId),
      ]);
      return { vipBeta: vipBeta && toRequest(vipBeta), teacher: teacher && toRequest(teacher), betaAccess, role: accessTypeOf(role) };
    },

    async requestVipBeta(userId: string, input: z.output<typeof vipBetaRequestInputSchema>, locale: string) {
      if (await repository.hasBetaAccess(userId)) throw errors.alreadyBeta();
      return open(userId, 'vip_beta', { note: input.note || null }, locale);
    },

    /** Roles are for adults: a child's account (under 13, managed by a parent) never asks for one. */
    async requestTeacher(userId: string, input: z.output<typeof teacherRequestInputSchema>, locale: string) {
      if (await accounts.isChild(userId)) throw errors.notForChildren();
      if (accessTypeOf(await people.storedRoleOf(userId)) !== 'student') throw errors.alreadyTeacher();
      return open(userId, 'teacher', { note: input.message || null, schoolName: input.schoolName, subject: input.subject }, locale);
    },

    /**
     * Up to a hundred requests of a kind, pending (oldest first) or decided (newest first), each with
     * its requester's name and email and its decider's email.
     */
    async listWithRequesters(kind: AccessRequestKind, status: 'pending' | 'decided'): Promise<AdminAccessRequest[]> {
      const rows = await (status === 'pending' ? repository.listPending(kind, 100) : repository.listDecided(kind, 100));
      const persons = await people.byIds(rows.flatMap((r) => (r.decided_by ? [r.user_id, r.decided_by] : [r.user_id])));
      return rows.map((r) => {
        // A request goes with its requester's account (on delete cascade): every row has one.
        const requester = persons.get(r.user_id)!;
        return {
          ...toRequest(r),
          requester: { id: r.user_id, email: requester.email, fullName: requester.fullName ?? (requester.name || null) },
          decidedByEmail: (r.decided_by && persons.get(r.decided_by)?.email) ?? null,
        };
      });
    },

    /**
     * Approves or declines a pending request. Approval grants what was asked for in the same
     * transaction (a teacher request never lowers an admin or master). The requester is emailed
     * afterwards; a mail failure is logged and does not undo the decision.
     */
    async decide(actorId: string, requestId: string, input: z.output<typeof accessDecisionInputSchema>): Promise<AccessRequest> {
      const status = input.decision === 'approve' ? 'approved' : 'declined';
      const { decided, recipient } = await db.transaction().execute(async (trx) => {
        const repo = createAccessRequestsRepository(trx);
        const request = await repo.lockById(requestId);
        const requesterEmail = request && (await people.emailOf(request.user_id, trx));
        if (!request || requesterEmail === undefined) throw errors.notFound();
        if (request.status !== 'pending') throw errors.alreadyDecided();
        const row = await repo.decide(requestId, { status, decidedBy: actorId, note: input.note || null });
        if (status === 'approved' && request.kind === 'vip_beta') await repo.grantBetaAccess(request.user_id, actorId);
        if (status === 'approved' && request.kind === 'teacher') await admin.grantTeacherRole(trx, actorId, request.user_id);
        return { decided: row, recipient: { ...request, requester_email: requesterEmail } };
      });
      const locale = isLocale(recipient.locale) ? recipient.locale : fallbackLocale;
      const message = emails.decision({
        to: recipient.requester_email,
        locale,
        kind: decided.kind,
        status,
        note: decided.decision_note,
        url: new URL(pagePath[decided.kind], baseUrl).toString(),
      });
      await mailer.send(message).catch((err: unknown) => log.error({ err, requestId }, 'access request decision email failed'));
      return toRequest(decided);
    },
  };
}

export type AccessRequestsService = ReturnType<typeof createAccessRequestsService>;
