import type { PeopleService } from '../accounts/people.service.js';

/**
 * What billing knows of people, from accounts and children and passed in by app.ts: billing reads
 * none of their tables itself. `find` takes the caller's transaction as `on`.
 */
export type BillingPeople = Pick<PeopleService, 'find' | 'byIds'> & {
  /** A child's account (under 13, by its row or its internal address): children never pay. */
  isChildAccount: (userId: string) => Promise<boolean>;
};
