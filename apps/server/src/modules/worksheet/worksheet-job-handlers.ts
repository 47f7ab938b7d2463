import type { FastifyBaseLogger } from 'fastify';
import type { Worksheet } from '@brainboost/domain/schemas/worksheet';
import { detectProblems } from '@brainboost/domain/worksheet/worksheet-problems';
import { quotaMonth } from '@brainboost/domain/worksheet/worksheet-quota';
import type { WorksheetMediaType } from '@brainboost/domain/worksheet/worksheet-upload';
import type { FileStorage } from '../../providers/storage/storage.port.js';
import { AppError } from '../../plugins/app-error.js';
import type { TutorService } from '../tutor/tutor.service.js';
import type { OcrEngine } from './ocr-engine.js';
import { LeaseLostError, type JobHandlers } from './worksheet-job-runner.js';
import type { ClaimedJob } from './worksheet-jobs.repository.js';
import { readWorksheet } from './worksheet-reader.js';
import type { WorksheetRepository } from './worksheet.repository.js';

type Deps = {
  repository: WorksheetRepository;
  storage: FileStorage;
  tutor: Pick<TutorService, 'ask'>;
  ocr: OcrEngine;
  log: Pick<FastifyBaseLogger, 'error' | 'info'>;
  leaseMs: number;
};

/**
 * What the worksheet jobs do. Reading starts again from the stored file; solving goes on with the
 * problems still queued (answers already stored are kept). Each write that ends a step is made
 * only while this server still holds the job's lease.
 */
export function createWorksheetJobHandlers({ repository, storage, tutor, ocr, log, leaseMs }: Deps): JobHandlers {
  async function read(job: ClaimedJob, signal: AbortSignal) {
    const row = await repository.findWorksheetById(job.worksheetId);
    if (!row) return; // deleted meanwhile: its job went with it
    const bytes = await storage.get(row.storage_key);
    let result;
    try {
      result = await readWorksheet(
        bytes,
        row.media_type as WorksheetMediaType,
        row.language as Worksheet['language'],
        ocr,
        async (done, total) => {
          signal.throwIfAborted();
          await repository.setProgress(row.id, done, total);
        },
      );
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      // The file itself was refused (a page too large, too slow or too big to decode): another
      // attempt would refuse it again, after using as much time, so the worksheet fails now.
      log.info({ worksheet: row.id, refusal: error.code, attempt: job.attempts }, 'worksheet refused while read');
      await repository.abandonReading(job, error.messageKey, row.user_id, quotaMonth(new Date(row.created_at)).month, error.code);
      return;
    }
    if (!(await repository.finishReading(job, result.text, result.method, detectProblems(result.text)))) throw new LeaseLostError();
    log.info({ worksheet: row.id, method: result.method, pages: result.pages, attempt: job.attempts }, 'worksheet read');
  }

  async function solve(job: ClaimedJob, signal: AbortSignal) {
    const row = await repository.findWorksheetById(job.worksheetId);
    if (!row) return;
    const queued = (await repository.listProblems(row.id)).filter((p) => p.status === 'queued');
    const gradeBand = row.grade_band;
    let conversationId = row.conversation_id;
    let done = Math.max(0, row.progress_total - queued.length);
    await repository.setProgress(row.id, done, row.progress_total);
    for (const problem of queued) {
      signal.throwIfAborted();
      let answer: { status: 'solved' | 'failed'; answer: unknown };
      try {
        const ask = (id: string | null) =>
          tutor.ask(row.user_id, { question: problem.text, gradeBand, ...(id ? { conversationId: id } : {}) });
        // The learner may have deleted the worksheet's conversation: start a new one.
        const result = await ask(conversationId).catch((error: unknown) => {
          if (error instanceof AppError && error.code === 'TUTOR_CONVERSATION_NOT_FOUND') return ask(null);
          throw error;
        });
        if (result.conversationId !== conversationId) {
          conversationId = result.conversationId;
          await repository.setConversation(row.id, conversationId);
        }
        answer = { status: 'solved', answer: result.reply.answer };
      } catch (error) {
        log.error({ err: error, worksheet: row.id, problem: problem.id }, 'worksheet problem could not be solved');
        answer = { status: 'failed', answer: null };
      }
      if (!(await repository.saveAnswer(job, leaseMs, problem.id, answer.status, answer.answer))) throw new LeaseLostError();
      done += 1;
      await repository.setProgress(row.id, done, row.progress_total);
    }
    if (!(await repository.finishSolving(job))) throw new LeaseLostError();
  }

  return {
    run: (job, signal) => (job.kind === 'read' ? read(job, signal) : solve(job, signal)),
    async giveUp(job, lastError) {
      log.error({ worksheet: job.worksheetId, kind: job.kind, attempts: job.attempts, lastError }, 'worksheet job gave up');
      if (job.kind === 'solve') return repository.abandonSolving(job, lastError);
      const row = await repository.findWorksheetById(job.worksheetId);
      if (!row) return;
      await repository.abandonReading(job, 'worksheet.readFailed', row.user_id, quotaMonth(new Date(row.created_at)).month, lastError);
    },
  };
}
