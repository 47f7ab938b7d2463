import type { Entitlements } from '@brainboost/domain/billing/entitlements';
import type {
  AskQuestionInput,
  AskQuestionResult,
  ConversationDetail,
  ConversationSummary,
  ExplanationLine,
  TutorAnswer,
  TutorMessage,
  TutorUsage,
} from '@brainboost/domain/schemas/tutor';
import { tutorAnswerSchema } from '@brainboost/domain/schemas/tutor';
import { quotaDay } from '@brainboost/domain/billing/quota-day';
import { remainingQuestions } from '@brainboost/domain/tutor/tutor-quota';
import type { Db } from '../../db/database.js';
import type { Locale } from '@brainboost/domain/i18n/locales';
import type { DraftListener, TutorModel, TutorReply } from '../../providers/llm/llm.port.js';
import { diagramErrors } from './diagrams/diagram-errors.js';
import { readDiagramRequest } from './diagrams/diagram-request.js';
import { drawDiagram } from './diagrams/draw-diagram.js';
import { checkSafety } from './safety-check.js';
import { tutorErrors } from './tutor.errors.js';
import { createTutorRepository, learnerActivityColumns } from './tutor.repository.js';
import { tutorRetentionDays } from './tutor-retention.js';
import { iso } from '../../iso-time.js';

/** How a question is asked: `onDraft` receives a model's words as they are written (the streamed endpoint). */
export type AskOptions = { locale?: Locale | undefined; onDraft?: ((text: string) => void) | undefined; now?: Date };

/**
 * Relays a model's draft to the learner, holding back what they may not see yet: a maths
 * explanation without full solutions (it would give the answer away), and anything from the
 * point where the text raises a safety concern. The stored answer is still decided on the full text.
 */
function draftRelay(onDraft: ((text: string) => void) | undefined, fullSolutions: boolean): DraftListener | undefined {
  if (!onDraft) return undefined;
  let written = '';
  let stopped = false;
  return (text, part) => {
    if (stopped || (part === 'maths' && !fullSolutions)) return;
    if (checkSafety(written + text)) {
      stopped = true;
      return;
    }
    written += text;
    onDraft(text);
  };
}

type Deps = { db: Db; model: TutorModel; entitlementsOf: (userId: string, now: Date) => Promise<Entitlements> };
type MessageRow = Awaited<ReturnType<ReturnType<typeof createTutorRepository>['listMessages']>>[number];
type ConversationRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createTutorRepository>['findConversation']>>>;

/**
 * What the learner may see of an answer: full worked solutions need `homework_solution`; without
 * it the hints and every step but the last, and no final answer (decided here, on the server).
 */
export function answerForPlan(reply: TutorReply, fullSolutions: boolean): TutorAnswer {
  if (reply.kind !== 'math') return reply;
  if (fullSolutions || !reply.answer) return { ...reply, solutionLocked: false };
  // A model's explanation would give the answer away.
  const { explanation: _withheld, ...rest } = reply;
  return { ...rest, steps: reply.steps.slice(0, lockedFrom(reply.steps, reply.answer.latex)), answer: null, solutionLocked: true };
}

/** Where a locked solution stops: at the first step that shows the answer, else before the last worked step (never before the first). */
function lockedFrom(steps: ExplanationLine[], answerLatex: string): number {
  const compact = (s: string) => s.replace(/\\[,;: ]|\s+/g, '');
  const reveals = steps.findIndex(
    (s, i) =>
      i > 0 &&
      (compact(s.latex ?? '').includes(compact(answerLatex)) || Object.values(s.values).some((v) => compact(v) === compact(answerLatex))),
  );
  if (reveals > 0) return reveals;
  const lastWorked = steps.findLastIndex((s) => s.latex !== undefined);
  return Math.max(1, lastWorked);
}

/** A model's own words pass the same safety check as questions before anyone sees them. */
function screenOutput(reply: TutorReply): TutorReply {
  if (reply.kind === 'text') {
    const concern = checkSafety(reply.text);
    return concern ? { kind: 'unanswered', reason: 'unsafe', concern } : reply;
  }
  if (reply.kind === 'math' && reply.explanation && checkSafety(reply.explanation)) {
    const { explanation: _unsafe, ...rest } = reply;
    return rest;
  }
  return reply;
}

function toMessage(row: MessageRow, fullSolutions: boolean): TutorMessage {
  const parsed = row.answer === null ? null : tutorAnswerSchema.safeParse({ solutionLocked: false, ...(row.answer as object) });
  return {
    id: row.id,
    role: row.role,
    text: row.text,
    gradeBand: row.grade_band,
    answer: parsed?.success ? answerForPlan(parsed.data as TutorReply, fullSolutions) : null,
    flagged: row.flagged,
    createdAt: iso(row.created_at),
  };
}

const toSummary = (row: ConversationRow): ConversationSummary => ({
  id: row.id,
  title: row.title,
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
  messageCount: Number(row.message_count ?? 0),
  flaggedCount: Number(row.flagged_count ?? 0),
});

/** A conversation's first title: the start of its first question, on one line. */
const titleFrom = (question: string) => {
  const oneLine = question.replace(/\s+/g, ' ').trim();
  return oneLine.length > 60 ? `${oneLine.slice(0, 57)}…` : oneLine;
};

/** For a teacher's student list: a learner's conversations, flagged questions and last flag, as subqueries of its one statement. */
export const tutorActivityOfLearner = learnerActivityColumns;

export function createTutorService({ db, model, entitlementsOf }: Deps) {
  const repository = createTutorRepository(db);

  async function usageOf(userId: string, entitlements: Entitlements, now: Date, used?: number): Promise<TutorUsage> {
    const { day, resetsAt } = quotaDay(now);
    const count = used ?? (await repository.countQuestions(userId, day));
    return {
      limit: entitlements.quotas.questionsPerDay,
      used: count,
      remaining: remainingQuestions(entitlements.quotas, count),
      resetsAt: resetsAt.toISOString(),
      fullSolutions: entitlements.features.has('homework_solution'),
    };
  }

  return {
    /** The newest `limit` tutor replies to the learner (kind, topic, grade band, when): what personalization learns from. */
    repliesTo: (userId: string, limit: number) => repository.listRepliesTo(userId, limit),
    async usage(userId: string, now = new Date()): Promise<TutorUsage> {
      return usageOf(userId, await entitlementsOf(userId, now), now);
    },

    /**
     * Answers a question. Unsafe questions are stored flagged and answered with a caring message,
     * never sent to a model, and not counted. Others count against today's quota first (atomic),
     * and are given back if the model fails.
     */
    async ask(userId: string, input: AskQuestionInput, { locale, onDraft, now = new Date() }: AskOptions = {}): Promise<AskQuestionResult> {
      const entitlements = await entitlementsOf(userId, now);
      const fullSolutions = entitlements.features.has('homework_solution');
      if (input.conversationId && !(await repository.findConversation(userId, input.conversationId)))
        throw tutorErrors.conversationNotFound();
      const { day } = quotaDay(now);
      const concern = checkSafety(input.question);
      let reply: TutorReply;
      let used: number | undefined;
      if (concern) {
        reply = { kind: 'unanswered', reason: 'unsafe', concern };
      } else {
        const counted = await repository.reserveQuestion(userId, day, entitlements.quotas.questionsPerDay);
        if (counted === null) throw tutorErrors.quotaExceeded();
        used = counted;
        // A picture asked for (a plot, a figure) is drawn here; it counts as a question like any other.
        const picture = readDiagramRequest(input.question);
        try {
          // Only the question text, the grade band and the interface language leave this module.
          reply = picture
            ? drawDiagram(picture)
            : screenOutput(
                await model.answer(
                  { question: input.question, gradeBand: input.gradeBand, subject: input.subject, locale },
                  draftRelay(onDraft, fullSolutions),
                ),
              );
        } catch {
          await repository.releaseQuestion(userId, day);
          throw picture ? diagramErrors.couldNotGenerate() : tutorErrors.couldNotProcess();
        }
      }
      const flagged = concern !== null;
      const stored = await repository.appendExchange(
        userId,
        input.conversationId ?? null,
        titleFrom(input.question),
        [
          { role: 'student', text: input.question, gradeBand: input.gradeBand, answer: null, flagged, concern },
          { role: 'tutor', text: '', gradeBand: input.gradeBand, answer: reply, flagged, concern },
        ],
        now,
      );
      const [question, answer] = stored.rows.map((row) => toMessage(row, fullSolutions)) as [TutorMessage, TutorMessage];
      return { conversationId: stored.conversationId, question, reply: answer, usage: await usageOf(userId, entitlements, now, used) };
    },

    /**
     * The safety check for another module's exchange with a model (a language role-play): the
     * concern it raises, or null. A flagged exchange is stored like a flagged question, in its own
     * conversation, so the learner's parent or teacher sees it where they see the tutor's flags.
     */
    async screenExchange(userId: string, exchange: { learnerText: string; partnerText?: string; title: string }, now = new Date()) {
      const concern = checkSafety(exchange.learnerText) ?? (exchange.partnerText ? checkSafety(exchange.partnerText) : null);
      if (!concern) return null;
      const gradeBand = (await repository.listRepliesTo(userId, 1))[0]?.grade_band ?? 'middle';
      const reply: TutorReply = { kind: 'unanswered', reason: 'unsafe', concern };
      await repository.appendExchange(
        userId,
        null,
        titleFrom(exchange.title),
        [
          { role: 'student', text: exchange.learnerText, gradeBand, answer: null, flagged: true, concern },
          { role: 'tutor', text: exchange.partnerText ?? '', gradeBand, answer: reply, flagged: true, concern },
        ],
        now,
      );
      return concern;
    },

    async listConversations(userId: string) {
      return { conversations: (await repository.listConversations(userId)).map(toSummary), retentionDays: tutorRetentionDays };
    },

    async getConversation(userId: string, id: string, now = new Date()): Promise<ConversationDetail> {
      const row = await repository.findConversation(userId, id);
      if (!row) throw tutorErrors.conversationNotFound();
      const fullSolutions = (await entitlementsOf(userId, now)).features.has('homework_solution');
      return { ...toSummary(row), messages: (await repository.listMessages(id)).map((m) => toMessage(m, fullSolutions)) };
    },

    async rename(userId: string, id: string, title: string) {
      if (!(await repository.renameConversation(userId, id, title))) throw tutorErrors.conversationNotFound();
    },

    async remove(userId: string, id: string) {
      if (!(await repository.deleteConversation(userId, id))) throw tutorErrors.conversationNotFound();
    },

    /** Deletes conversations past the retention period and quota counters older than a day. */
    async purgeExpired(now: Date) {
      const deleted = await repository.deleteConversationsUpdatedBefore(new Date(now.getTime() - tutorRetentionDays * 86_400_000));
      await repository.deleteUsageBefore(quotaDay(new Date(now.getTime() - 86_400_000)).day);
      return deleted;
    },
  };
}

export type TutorService = ReturnType<typeof createTutorService>;
