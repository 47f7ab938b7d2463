import type { AccessType } from '../billing/entitlements.js';

/** Why a role change is refused; each is a key under `admin.` in the errors namespace. */
export type RoleChangeProblem = 'notAdmin' | 'ownRole' | 'masterOnly' | 'lastMaster';

export type RoleChange = {
  actorId: string;
  actorRole: AccessType;
  targetId: string;
  from: AccessType;
  to: AccessType;
  /** Masters there are now, the target included. */
  masterCount: number;
};

const privileged: ReadonlySet<AccessType> = new Set(['admin', 'master']);

/**
 * Who may change whose role (issue 6, "Access"): admins and masters manage students and teachers;
 * only a master grants or revokes admin or master; nobody changes their own role; the last master
 * is never demoted. Null when the change is allowed.
 */
export function roleChangeProblem(change: RoleChange): RoleChangeProblem | null {
  if (!privileged.has(change.actorRole)) return 'notAdmin';
  if (change.actorId === change.targetId) return 'ownRole';
  if ((privileged.has(change.from) || privileged.has(change.to)) && change.from !== change.to && change.actorRole !== 'master')
    return 'masterOnly';
  if (change.from === 'master' && change.to !== 'master' && change.masterCount <= 1) return 'lastMaster';
  return null;
}
