import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accessTypes } from '../billing/entitlements.js';
import { roleChangeProblem, type RoleChange } from './role-rules.js';

const change = (overrides: Partial<RoleChange>): RoleChange => ({
  actorId: 'a',
  actorRole: 'admin',
  targetId: 't',
  from: 'student',
  to: 'teacher',
  masterCount: 1,
  ...overrides,
});

describe('role change rules', () => {
  it('lets an admin move people between student and teacher', () => {
    expect(roleChangeProblem(change({ from: 'student', to: 'teacher' }))).toBeNull();
    expect(roleChangeProblem(change({ from: 'teacher', to: 'student' }))).toBeNull();
  });

  it('only a master grants or revokes admin and master', () => {
    expect(roleChangeProblem(change({ to: 'admin' }))).toBe('masterOnly');
    expect(roleChangeProblem(change({ from: 'admin', to: 'student' }))).toBe('masterOnly');
    expect(roleChangeProblem(change({ to: 'master' }))).toBe('masterOnly');
    expect(roleChangeProblem(change({ actorRole: 'master', to: 'admin' }))).toBeNull();
    expect(roleChangeProblem(change({ actorRole: 'master', from: 'admin', to: 'teacher' }))).toBeNull();
    expect(roleChangeProblem(change({ actorRole: 'master', to: 'master' }))).toBeNull();
  });

  it('refuses students and teachers whatever they ask', () => {
    expect(roleChangeProblem(change({ actorRole: 'student' }))).toBe('notAdmin');
    expect(roleChangeProblem(change({ actorRole: 'teacher' }))).toBe('notAdmin');
  });

  it('nobody changes their own role, and the last master stays', () => {
    expect(roleChangeProblem(change({ actorRole: 'master', targetId: 'a', from: 'master', to: 'admin' }))).toBe('ownRole');
    expect(roleChangeProblem(change({ actorRole: 'master', from: 'master', to: 'admin', masterCount: 1 }))).toBe('lastMaster');
    expect(roleChangeProblem(change({ actorRole: 'master', from: 'master', to: 'admin', masterCount: 2 }))).toBeNull();
  });

  it('never allows a change that leaves no master, or one an admin makes to a privileged role', () => {
    const role = fc.constantFrom(...accessTypes);
    fc.assert(
      fc.property(role, role, role, fc.integer({ min: 0, max: 3 }), fc.boolean(), (actorRole, from, to, masterCount, self) => {
        const problem = roleChangeProblem({ actorId: 'a', actorRole, targetId: self ? 'a' : 't', from, to, masterCount });
        if (problem) return;
        expect(self).toBe(false);
        expect(['admin', 'master']).toContain(actorRole);
        if (from === 'master' && to !== 'master') expect(masterCount).toBeGreaterThan(1);
        if (actorRole === 'admin') expect([from, to].every((r) => r === 'student' || r === 'teacher') || from === to).toBe(true);
      }),
    );
  });
});
