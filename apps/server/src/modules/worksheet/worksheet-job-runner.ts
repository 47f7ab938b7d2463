import type { FastifyBaseLogger } from 'fastify';
import type { ClaimedJob, WorksheetJobsRepository } from './worksheet-jobs.repository.js';

export type JobHandlers = {
  /** Does the job and finishes it under its lease; throws to have it tried again. Stops at the next safe point once `signal` aborts. */
  run: (job: ClaimedJob, signal: AbortSignal) => Promise<void>;
  /** Ends a job that used up its attempts. */
  giveUp: (job: ClaimedJob, lastError: string) => Promise<void>;
};

export type JobRunnerOptions = {
  repository: WorksheetJobsRepository;
  handlers: JobHandlers;
  log: Pick<FastifyBaseLogger, 'error' | 'info' | 'warn'>;
  serverId: string;
  /** How often to look for due jobs (left by another server, a retry, or one whose lease ran out). */
  pollMs?: number;
  /** How long a claim lasts without renewal: a server that stops longer than this loses its jobs to others. */
  leaseMs?: number;
  /** Jobs run at once on this server (reading is CPU-bound: OCR and PDF rendering). */
  concurrency?: number;
  maxAttempts?: number;
  /** Wait before an attempt that threw is tried again, times the attempts so far. */
  retryDelayMs?: number;
};

const shutdown = 'shutdown';

/** Thrown by a job that found its lease taken over: it stops without writing, and the runner does nothing more with it. */
export class LeaseLostError extends Error {
  override name = 'LeaseLostError';
  constructor() {
    super('lease lost');
  }
}

/**
 * Runs worksheet jobs from the database on this server: polls, and is kicked when a job is queued
 * here, claims due jobs with a lease, renews it while a job runs, and on shutdown gives interrupted
 * jobs back so that any server takes them up again.
 */
export function createJobRunner({
  repository,
  handlers,
  log,
  serverId,
  pollMs = 1000,
  leaseMs = 60_000,
  concurrency = 2,
  maxAttempts = 3,
  retryDelayMs = 2000,
}: JobRunnerOptions) {
  const inFlight = new Map<string, { done: Promise<void>; controller: AbortController }>();
  let ticking: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;
  let stopped = true;

  async function execute(job: ClaimedJob, controller: AbortController) {
    const renewal = setInterval(() => {
      repository
        .renew(job, leaseMs)
        .then((held) => {
          if (!held) controller.abort(new LeaseLostError());
        })
        .catch((err: unknown) => log.warn({ err, job: job.id }, 'worksheet job lease could not be renewed'));
    }, leaseMs / 3);
    try {
      if (job.attempts > maxAttempts) {
        // Its last attempt never finished: the server running it stopped.
        await handlers.giveUp(job, 'attempts used up');
        return;
      }
      await handlers.run(job, controller.signal);
    } catch (error) {
      if (controller.signal.aborted || error instanceof LeaseLostError) {
        if (controller.signal.reason === shutdown) await repository.release(job);
        log.info({ job: job.id, reason: String(controller.signal.reason ?? error) }, 'worksheet job interrupted');
        return;
      }
      const message = error instanceof Error ? error.message : String(error);
      log.error({ err: error, job: job.id, kind: job.kind, attempt: job.attempts }, 'worksheet job failed');
      if (job.attempts >= maxAttempts) await handlers.giveUp(job, message);
      else await repository.retryLater(job, retryDelayMs * job.attempts, message);
    } finally {
      clearInterval(renewal);
    }
  }

  function start(job: ClaimedJob) {
    const controller = new AbortController();
    const done = execute(job, controller)
      .catch((err: unknown) => log.error({ err, job: job.id }, 'worksheet job could not be ended'))
      .finally(() => {
        inFlight.delete(job.id);
        kick();
      });
    inFlight.set(job.id, { done, controller });
  }

  async function claimAndStart() {
    const jobs = await repository.claimDue(serverId, concurrency - inFlight.size, leaseMs);
    for (const job of jobs) start(job);
  }

  /** Looks for due jobs now; a kick during a look makes it look once more. */
  function kick() {
    if (stopped) return;
    if (ticking) {
      again = true;
      return;
    }
    ticking = (async () => {
      do {
        again = false;
        await claimAndStart();
      } while (again && !stopped);
    })()
      .catch((err: unknown) => log.error({ err }, 'worksheet jobs could not be claimed'))
      .finally(() => {
        ticking = null;
      });
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      timer = setInterval(kick, pollMs);
      timer.unref();
      kick();
    },
    kick,
    /** Resolves when this server is neither claiming nor running a job. */
    async idle() {
      while (ticking || inFlight.size) await Promise.allSettled([ticking, ...[...inFlight.values()].map((j) => j.done)]);
    },
    /** Stops claiming; running jobs stop at their next safe point and are given back for any server to resume. */
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      for (const { controller } of inFlight.values()) controller.abort(shutdown);
      while (ticking || inFlight.size) {
        await Promise.allSettled([ticking, ...[...inFlight.values()].map((j) => j.done)]);
        // A claim that was under way when stop began started its jobs after the aborts above.
        for (const { controller } of inFlight.values()) controller.abort(shutdown);
      }
    },
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;
