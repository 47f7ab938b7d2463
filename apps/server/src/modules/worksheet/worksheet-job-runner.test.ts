import { describe, expect, it } from 'vitest';
import { createJobRunner, type JobHandlers } from './worksheet-job-runner.js';
import type { ClaimedJob, WorksheetJobsRepository } from './worksheet-jobs.repository.js';

const silent = { error: () => {}, info: () => {}, warn: () => {} };

/** An in-memory stand-in for the jobs table: one job, claimable while due and not leased. */
function fakeRepository(attempts = 0) {
  const calls: string[] = [];
  const state = { attempts, leased: false, due: true };
  const repository: WorksheetJobsRepository = {
    async claimDue(_server, limit) {
      if (limit <= 0 || state.leased || !state.due) return [];
      state.leased = true;
      state.attempts += 1;
      calls.push(`claim ${state.attempts}`);
      return [{ id: 'job', worksheetId: 'w', kind: 'read', attempts: state.attempts, leaseToken: `t${state.attempts}` }];
    },
    renew: async () => true,
    async retryLater(job, delayMs) {
      calls.push(`retry after ${delayMs}`);
      state.leased = false;
    },
    async release() {
      calls.push('release');
      state.leased = false;
      state.attempts -= 1;
      state.due = false;
    },
  };
  return { repository, calls, state };
}

const runner = (repository: WorksheetJobsRepository, handlers: JobHandlers) =>
  createJobRunner({ repository, handlers, log: silent, serverId: 'test', pollMs: 10, retryDelayMs: 1, maxAttempts: 3 });

describe('worksheet job runner', () => {
  it('tries a failing job again with a growing delay, then gives up after the last attempt', async () => {
    const { repository, calls } = fakeRepository();
    const given: [number, string][] = [];
    const jobs = runner(repository, {
      run: async () => {
        throw new Error('file unreadable');
      },
      giveUp: async (job: ClaimedJob, lastError: string) => {
        given.push([job.attempts, lastError]);
      },
    });
    jobs.start();
    while (!given.length) await new Promise((resolve) => setTimeout(resolve, 5));
    await jobs.stop();
    expect(calls).toEqual(['claim 1', 'retry after 1', 'claim 2', 'retry after 2', 'claim 3']);
    expect(given).toEqual([[3, 'file unreadable']]);
  });

  it('gives up at once on a job whose last attempt never finished', async () => {
    const { repository } = fakeRepository(3);
    const ran: number[] = [];
    const given: number[] = [];
    const jobs = runner(repository, {
      run: async (job) => void ran.push(job.attempts),
      giveUp: async (job) => void given.push(job.attempts),
    });
    jobs.start();
    await jobs.idle();
    await jobs.stop();
    expect({ ran, given }).toEqual({ ran: [], given: [4] });
  });

  it('on stop, interrupts a running job and gives it back without counting the attempt', async () => {
    const { repository, calls, state } = fakeRepository();
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const jobs = runner(repository, {
      run: (_job, signal) =>
        new Promise((_resolve, reject) => {
          started();
          signal.addEventListener('abort', () => reject(signal.reason));
        }),
      giveUp: async () => {},
    });
    jobs.start();
    await running;
    await jobs.stop();
    expect(calls).toEqual(['claim 1', 'release']);
    expect(state).toMatchObject({ attempts: 0, leased: false });
  });
});
