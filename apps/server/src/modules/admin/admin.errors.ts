import { AppError } from '../../plugins/app-error.js';

type RoleChangeProblem = 'notAdmin' | 'ownRole' | 'masterOnly' | 'lastMaster';
const problemStatus = { notAdmin: 403, ownRole: 409, masterOnly: 403, lastMaster: 409 } as const;
const problemCode = { notAdmin: 'FORBIDDEN', ownRole: 'OWN_ROLE', masterOnly: 'MASTER_ONLY', lastMaster: 'LAST_MASTER' } as const;

/** Admin area errors; messages are keys of the `admin` and `generic` groups in errors.json. */
export const adminErrors = {
  unauthenticated: () => new AppError('UNAUTHENTICATED', 401, 'generic.unauthenticated'),
  userNotFound: () => new AppError('USER_NOT_FOUND', 404, 'admin.userNotFound'),
  /** A role change the rules refuse (role-rules.ts). */
  roleChange: (problem: RoleChangeProblem) => new AppError(problemCode[problem], problemStatus[problem], `admin.${problem}`),
};
