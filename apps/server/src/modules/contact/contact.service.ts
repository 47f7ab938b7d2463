import type { z } from 'zod';
import type {
  createContactMessageInputSchema,
  createEnterpriseInquiryInputSchema,
  SubmissionReceipt,
} from '@brainboost/domain/schemas/contact';
import type { Db } from '../../db/database.js';
import { createContactRepository } from './contact.repository.js';
import { newReferenceCode } from '../../reference-code.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { iso } from '../../iso-time.js';

type ContactInput = z.output<typeof createContactMessageInputSchema>;
type EnterpriseInput = z.output<typeof createEnterpriseInquiryInputSchema>;

/** Retries the insert with a fresh reference in the (rare) case the random one is taken. */
async function withFreshReference<T>(prefix: string, insert: (reference: string) => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await insert(newReferenceCode(prefix));
    } catch (err) {
      if (attempt < 3 && isUniqueViolation(err)) continue;
      throw err;
    }
  }
}

const receipt = (row: { id: string; reference: string; created_at: Date | string }): SubmissionReceipt => ({
  id: row.id,
  reference: row.reference,
  createdAt: iso(row.created_at),
});

export function createContactService(db: Db) {
  const repository = createContactRepository(db);
  return {
    async sendMessage(input: ContactInput, locale: string): Promise<SubmissionReceipt> {
      const row = await withFreshReference('C', (reference) => repository.insertMessage({ ...input, reference, locale }));
      return receipt(row);
    },
    async requestEnterpriseQuote(input: EnterpriseInput, locale: string): Promise<SubmissionReceipt> {
      const row = await withFreshReference('E', (reference) =>
        repository.insertEnterpriseInquiry({
          reference,
          locale,
          name: input.name,
          email: input.email,
          organization: input.organization,
          organization_type: input.organizationType,
          role: input.role,
          seats: input.seats,
          country: input.country,
          message: input.message,
        }),
      );
      return receipt(row);
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
