import { AppError } from '../../plugins/app-error.js';

/** Family plan errors; messages are keys of the `billing` group in errors.json. */
export const familyErrors = {
  notOwner: () => new AppError('FAMILY_NOT_OWNER', 403, 'billing.familyNotOwner'),
  full: () => new AppError('FAMILY_FULL', 409, 'billing.familyFull', { email: 'billing.familyFull' }),
  alreadyInvited: () =>
    new AppError('FAMILY_ALREADY_INVITED', 409, 'billing.familyAlreadyInvited', { email: 'billing.familyAlreadyInvited' }),
  self: () => new AppError('FAMILY_SELF', 400, 'billing.familySelf', { email: 'billing.familySelf' }),
  memberNotFound: () => new AppError('FAMILY_MEMBER_NOT_FOUND', 404, 'billing.familyMemberNotFound'),
  notPending: () => new AppError('FAMILY_NOT_PENDING', 409, 'billing.familyNotPending'),
  invitationNotFound: () => new AppError('FAMILY_INVITATION_NOT_FOUND', 404, 'billing.familyInvitationNotFound'),
  invitationExpired: () => new AppError('FAMILY_INVITATION_EXPIRED', 410, 'billing.familyInvitationExpired'),
  wrongEmail: () => new AppError('FAMILY_WRONG_EMAIL', 403, 'billing.familyWrongEmail'),
  planEnded: () => new AppError('FAMILY_PLAN_ENDED', 409, 'billing.familyPlanEnded'),
  tooManyResends: () => new AppError('FAMILY_TOO_MANY_RESENDS', 429, 'billing.familyTooManyResends'),
  /** The invitee's own plan would keep renewing beside the family plan: they must choose to end it. */
  ownPlanRenews: () => new AppError('FAMILY_OWN_PLAN_RENEWS', 409, 'billing.familyOwnPlanRenews'),
  memberElsewhere: () => new AppError('FAMILY_MEMBER_ELSEWHERE', 409, 'billing.familyMemberElsewhere'),
};
