import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { enterpriseEstimate } from '@brainboost/domain/billing/enterprise-estimate';
import type {
  createEnterprisePlanRequestInputSchema,
  EnterprisePlanReceipt,
  EnterprisePlanRequests,
} from '@brainboost/domain/schemas/enterprise-plan';
import type { Db } from '../../db/database.js';
import { enterprisePlanErrors } from './enterprise-plan.errors.js';
import type { Mailer } from '../../providers/mail/mail.port.js';
import { newReferenceCode } from '../../reference-code.js';
import type { EnterprisePlanEmails, PlanRequestMail } from './enterprise-plan-emails.js';
import { createEnterprisePlanRepository } from './enterprise-plan.repository.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { iso } from '../../iso-time.js';

type Input = z.output<typeof createEnterprisePlanRequestInputSchema>;
export type EnterprisePlanDeps = {
  db: Db;
  mailer: Mailer;
  emails: EnterprisePlanEmails;
  operatorEmail: string | undefined;
  log: FastifyBaseLogger;
  /** A catalog price by id (billing's). */
  findPrice: (id: string) => Promise<{ amount_cents: number; currency: string } | undefined>;
  /** Administrators' verified addresses (accounts'). */
  adminEmails: () => Promise<string[]>;
};

/**
 * Enterprise-plan quote requests: the estimate is computed here from the catalog (never taken from
 * the page), stored with the request, mailed to the operator and confirmed to the requester.
 */
export function createEnterprisePlanService({ db, mailer, emails, operatorEmail, log, findPrice, adminEmails }: EnterprisePlanDeps) {
  const repository = createEnterprisePlanRepository(db);
  return {
    async request(input: Input, locale: string): Promise<EnterprisePlanReceipt> {
      const price = await findPrice(`premium_${input.billingCycle}`);
      if (!price) throw enterprisePlanErrors.unavailable();
      const estimate = enterpriseEstimate(input.seats, price.amount_cents);
      const values = {
        contact_name: input.contactName,
        email: input.email.toLowerCase(),
        organization: input.organization,
        seats: input.seats,
        grade_bands: input.gradeBands,
        billing_cycle: input.billingCycle,
        message: input.message,
        list_per_seat_cents: estimate.listPerSeatCents,
        per_seat_cents: estimate.perSeatCents,
        discount_percent: estimate.percentOff,
        estimate_cents: estimate.totalCents,
        currency: price.currency,
        locale,
      };
      let row: Awaited<ReturnType<typeof repository.insert>> | undefined;
      for (let attempt = 0; !row; attempt++) {
        try {
          row = await repository.insert({ ...values, reference: newReferenceCode('Q') });
        } catch (err) {
          if (attempt >= 3 || !isUniqueViolation(err)) throw err;
        }
      }
      const mail: PlanRequestMail = {
        ...values,
        reference: row.reference,
        contactName: values.contact_name,
        gradeBands: values.grade_bands,
        billingCycle: values.billing_cycle,
        perSeatCents: estimate.perSeatCents,
        percentOff: estimate.percentOff,
        totalCents: estimate.totalCents,
      };
      const operators = operatorEmail ? [operatorEmail] : await adminEmails();
      // Stored first: a mail that fails is logged, the request is not lost (admins see it in the list).
      for (const message of [...operators.map((to) => emails.operator(to, mail)), emails.requester(mail)]) {
        try {
          await mailer.send(message);
        } catch (err) {
          log.error({ err, reference: row.reference }, 'enterprise plan request email not sent');
        }
      }
      return {
        reference: row.reference,
        createdAt: iso(row.created_at),
        estimate: { ...estimate, currency: price.currency },
      };
    },
    async recent(): Promise<EnterprisePlanRequests> {
      const rows = await repository.findRecent(200);
      return {
        requests: rows.map((r) => ({
          id: r.id,
          reference: r.reference,
          contactName: r.contact_name,
          email: r.email,
          organization: r.organization,
          seats: r.seats,
          gradeBands: r.grade_bands as EnterprisePlanRequests['requests'][number]['gradeBands'],
          billingCycle: r.billing_cycle,
          message: r.message,
          estimate: {
            listPerSeatCents: r.list_per_seat_cents,
            percentOff: r.discount_percent,
            perSeatCents: r.per_seat_cents,
            totalCents: r.estimate_cents,
            currency: r.currency,
          },
          createdAt: iso(r.created_at),
        })),
      };
    },
  };
}
export type EnterprisePlanService = ReturnType<typeof createEnterprisePlanService>;
