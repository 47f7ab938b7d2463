import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Entitlements } from '@brainboost/domain/billing/entitlements';
import { tutorAnswerSchema } from '@brainboost/domain/schemas/tutor';
import type { SolveWorksheetInput, UploadWorksheetQuery, Worksheet, WorksheetUsage } from '@brainboost/domain/schemas/worksheet';
import { worksheetRetentionDays } from '@brainboost/domain/worksheet/worksheet-retention';
import { detectProblems } from '@brainboost/domain/worksheet/worksheet-problems';
import { mayUpload, quotaMonth, remainingUploads } from '@brainboost/domain/worksheet/worksheet-quota';
import { checkUpload, worksheetLimits, type WorksheetMediaType } from '@brainboost/domain/worksheet/worksheet-upload';
import type { Db } from '../../db/database.js';
import type { FileStorage } from '../../providers/storage/storage.port.js';
import type { TutorService } from '../tutor/tutor.service.js';
import type { OcrEngine } from './ocr-engine.js';
import { createWorksheetFileDeletions } from './worksheet-file-deletions.js';
import { createWorksheetJobHandlers } from './worksheet-job-handlers.js';
import { createJobRunner } from './worksheet-job-runner.js';
import { createWorksheetJobsRepository } from './worksheet-jobs.repository.js';
import { inspectUpload } from './worksheet-reader.js';
import { worksheetErrors } from './worksheet.errors.js';
import { createWorksheetRepository } from './worksheet.repository.js';
import { iso } from '../../iso-time.js';

type Deps = {
  db: Db;
  storage: FileStorage;
  tutor: Pick<TutorService, 'ask'>;
  ocr: OcrEngine;
  entitlementsOf: (userId: string, now: Date) => Promise<Entitlements>;
  log: Pick<FastifyBaseLogger, 'error' | 'info' | 'warn'>;
};
type WorksheetRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createWorksheetRepository>['findWorksheet']>>>;
type ProblemRow = Awaited<ReturnType<ReturnType<typeof createWorksheetRepository>['listProblems']>>[number];

/** How long a job stays claimed without renewal: a server silent this long loses its jobs to others. */
const leaseMs = 60_000;

const refusalErrors = {
  empty: worksheetErrors.empty,
  tooLarge: worksheetErrors.tooLarge,
  unsupportedType: worksheetErrors.unsupportedType,
};

function toProblem(row: ProblemRow) {
  const answer = row.answer === null ? null : tutorAnswerSchema.safeParse(row.answer);
  return {
    id: row.id,
    label: row.label,
    text: row.text,
    recognisedText: row.recognised_text,
    status: row.status,
    answer: answer?.success ? answer.data : null,
  };
}

function toWorksheet(row: WorksheetRow, problems: ProblemRow[]): Worksheet {
  return {
    id: row.id,
    stage: row.stage,
    progress: { done: row.progress_done, total: row.progress_total },
    mediaType: row.media_type as WorksheetMediaType,
    pages: row.pages,
    language: row.language as Worksheet['language'],
    gradeBand: row.grade_band,
    readMethod: row.read_method as Worksheet['readMethod'],
    failure: row.failure,
    text: row.text,
    problems: problems.map(toProblem),
    conversationId: row.conversation_id,
    createdAt: iso(row.created_at),
  };
}

export function createWorksheetService({ db, storage, tutor, ocr, entitlementsOf, log }: Deps) {
  const repository = createWorksheetRepository(db);
  const fileDeletions = createWorksheetFileDeletions({ db, storage, log });
  // Reading and solving are jobs in the database (docs/decisions/0027): any server runs them, once.
  const runner = createJobRunner({
    serverId: `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
    leaseMs,
    repository: createWorksheetJobsRepository(db),
    handlers: createWorksheetJobHandlers({ repository, storage, tutor, ocr, log, leaseMs }),
    log,
  });

  async function usageOf(userId: string, entitlements: Entitlements, now: Date): Promise<WorksheetUsage> {
    const { month, resetsAt } = quotaMonth(now);
    const used = await repository.countUploads(userId, month);
    const limit = entitlements.quotas.worksheetUploadsPerMonth;
    return {
      limit,
      used,
      remaining: remainingUploads(entitlements.quotas, used),
      resetsAt: resetsAt.toISOString(),
      maxBytes: worksheetLimits.maxBytes,
      maxPages: worksheetLimits.maxPages,
    };
  }

  async function load(userId: string, id: string): Promise<Worksheet> {
    const row = await repository.findWorksheet(userId, id);
    if (!row) throw worksheetErrors.notFound();
    return toWorksheet(row, await repository.listProblems(id));
  }

  return {
    async usage(userId: string, now = new Date()): Promise<WorksheetUsage> {
      return usageOf(userId, await entitlementsOf(userId, now), now);
    },

    /**
     * Accepts an upload: checked from its bytes (type, size, pages, every pixel or the PDF's
     * structure) before anything is stored or counted, then counted against the month (atomic),
     * stored, and queued to be read (by this or any server). Any refusal stores nothing.
     */
    async upload(userId: string, bytes: Uint8Array, query: UploadWorksheetQuery, now = new Date()): Promise<Worksheet> {
      const checked = checkUpload(bytes);
      if ('refusal' in checked) throw refusalErrors[checked.refusal]();
      const entitlements = await entitlementsOf(userId, now);
      const { month } = quotaMonth(now);
      if (!mayUpload(entitlements.quotas, await repository.countUploads(userId, month))) throw worksheetErrors.quotaExceeded();
      const { pages } = await inspectUpload(bytes, checked.type);
      if ((await repository.reserveUpload(userId, month, entitlements.quotas.worksheetUploadsPerMonth)) === null)
        throw worksheetErrors.quotaExceeded();
      const key = `worksheets/${randomUUID()}`;
      let row: WorksheetRow;
      try {
        await storage.put(key, bytes, checked.type);
        row = await repository.insertWorksheet({
          user_id: userId,
          storage_key: key,
          media_type: checked.type,
          byte_size: bytes.length,
          pages,
          language: query.language,
          grade_band: query.gradeBand,
        });
      } catch (error) {
        log.error({ err: error }, 'worksheet upload could not be stored');
        // No row was written, so no trigger queued this file: delete it here, or queue it if that fails.
        await storage
          .delete(key)
          .catch(() => fileDeletions.queue(key))
          .catch((err: unknown) => log.error({ err, key }, 'worksheet file of a failed upload could be neither deleted nor queued'));
        await repository.releaseUpload(userId, month);
        throw worksheetErrors.storageFailed();
      }
      runner.kick();
      return toWorksheet(row, []);
    },

    get: load,

    async list(userId: string): Promise<Worksheet[]> {
      return (await repository.listWorksheets(userId)).map((row) => toWorksheet(row, []));
    },

    /** The learner's correction of one recognised problem; its old answer no longer applies. */
    async correctProblem(userId: string, id: string, problemId: string, text: string) {
      const worksheet = await load(userId, id);
      if (worksheet.stage === 'reading') throw worksheetErrors.busy();
      if (!worksheet.problems.some((p) => p.id === problemId)) throw worksheetErrors.problemNotFound();
      if (!(await repository.updateProblemText(id, problemId, text))) throw worksheetErrors.busy();
      return load(userId, id);
    },

    /** The learner's correction of the whole text read: problems are found again in it (earlier answers are dropped). */
    async correctText(userId: string, id: string, text: string) {
      const row = await repository.findWorksheet(userId, id);
      if (!row) throw worksheetErrors.notFound();
      if (!(await repository.replaceText(id, text, detectProblems(text)))) throw worksheetErrors.busy();
      return load(userId, id);
    },

    /** Solves the chosen (or all unsolved) problems with the tutor, one by one, in the background. */
    async solve(userId: string, id: string, input: SolveWorksheetInput) {
      const row = await repository.findWorksheet(userId, id);
      if (!row) throw worksheetErrors.notFound();
      if (row.stage !== 'ready') throw worksheetErrors.busy();
      const problems = await repository.listProblems(id);
      const chosen = input.problemIds
        ? problems.filter((p) => input.problemIds!.includes(p.id))
        : problems.filter((p) => p.status !== 'solved');
      if (input.problemIds && chosen.length !== new Set(input.problemIds).size) throw worksheetErrors.problemNotFound();
      if (chosen.length === 0) throw worksheetErrors.problemNotFound();
      const gradeBand = input.gradeBand ?? row.grade_band;
      if (
        !(await repository.startSolving(
          id,
          chosen.map((p) => p.id),
          gradeBand,
        ))
      )
        throw worksheetErrors.busy();
      runner.kick();
      return load(userId, id);
    },

    /**
     * Deletes the worksheet and its problems; the trigger queues its file in the same transaction,
     * and that one key is drained at once, so the file is gone when the learner is answered. The
     * queue stays the only way files are deleted: a key another server has locked is left to it,
     * and a file storage refuses now stays queued for the hourly run.
     */
    async remove(userId: string, id: string) {
      const deleted = await repository.deleteWorksheet(userId, id);
      if (!deleted) throw worksheetErrors.notFound();
      await fileDeletions
        .drain([deleted.storage_key])
        .catch((error: unknown) => log.error({ err: error }, 'worksheet file deletion could not run; it stays queued'));
    },

    /**
     * Deletes worksheets uploaded more than `worksheetRetentionDays` ago, with their problems, in
     * batches (their files are queued; `deleteQueuedFiles` deletes them). Returns how many were deleted.
     */
    async purgeExpired(now: Date) {
      const cutoff = new Date(now.getTime() - worksheetRetentionDays * 86_400_000);
      let deleted = 0;
      for (;;) {
        const batch = await repository.purgeCreatedBefore(cutoff, 100);
        deleted += batch;
        if (batch < 100) return deleted;
      }
    },

    /** Deletes every queued worksheet file (of worksheets purged, deleted, or gone with their account); failures stay queued. */
    deleteQueuedFiles: () => fileDeletions.drain(),

    /** Starts taking reading and solving jobs from the database (app start). */
    startJobs: () => runner.start(),
    /** Stops taking jobs; jobs running here stop at their next safe point and are left for any server to resume (shutdown). */
    stopJobs: () => runner.stop(),
    /** Resolves when this server is neither claiming nor running a reading or solving job (tests). */
    idle: () => runner.idle(),
  };
}

export type WorksheetService = ReturnType<typeof createWorksheetService>;
