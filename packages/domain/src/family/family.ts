/** Family plan rules (decision record 0013). Pure: callers pass counts and times. */

/** Spec/catalog: the family plan is premium for up to 6 people, the owner included. */
export const familyMaxMembers = 6;

/** How long an invitation link stays good. */
export const familyInviteDays = 14;

/** Seats still free for invitations, given the members counted so far (owner, active and pending). */
export function familySeatsLeft(peopleIncludingOwner: number, max = familyMaxMembers): number {
  return Math.max(0, max - peopleIncludingOwner);
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
