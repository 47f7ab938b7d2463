import type { Course, CourseUnit } from '@brainboost/domain/languages/course-content';
import type { Exercise, RolePlayTurn } from '@brainboost/domain/schemas/languages';
import type { Db } from '../../db/database.js';
import type { ChatModel } from '../../providers/llm/openai-chat.js';
import { languagesErrors } from './languages.errors.js';
import { readRolePlayReply, type RolePlayReply } from './role-play-reply.js';
import { rolePlayMaxTurns, rolePlayMessages } from './role-play-prompt.js';
import { createRolePlayRepository, type RolePlayTurnRow } from './role-play.repository.js';

/**
 * The tutor's safety check, through its service: the concern an exchange raises (a flagged one is
 * recorded where the learner's parent or teacher sees the tutor's flags), or null.
 */
export type ExchangeScreen = (
  userId: string,
  exchange: { learnerText: string; partnerText?: string; title: string },
  now: Date,
) => Promise<string | null>;

const chatPrefix = 'chat-';

/** A role-play attempt as the player shows it: the partner's last line as the learner's turn, and the turns so far. */
export type RolePlayState = {
  exercises: Exercise[];
  remaining: string[];
  opening: RolePlayTurn['partner'];
  turns: RolePlayTurn[];
  maxTurns: number;
};

const toTurn = (row: RolePlayTurnRow): RolePlayTurn => ({
  learner: row.learner_text,
  partner: { say: row.partner_say, translation: row.partner_translation },
  correction: row.correction,
});

function stateOf(course: Course, unit: CourseUnit, rows: readonly RolePlayTurnRow[]): RolePlayState {
  const { conversation } = unit;
  const opening = conversation.nodes.find((n) => n.id === conversation.start)!;
  const last = rows.at(-1);
  const finished = !!last && (last.goal_reached || rows.length >= rolePlayMaxTurns);
  const exercise: Exercise = {
    id: `${chatPrefix}${rows.length + 1}`,
    kind: 'reply',
    prompt: conversation.goal,
    speech: { text: last?.partner_say ?? opening.say, speechLocale: course.speechLocale },
    partner: {
      name: conversation.partner,
      say: last?.partner_say ?? opening.say,
      translation: last?.partner_translation ?? opening.translation,
      hints: [],
    },
  };
  return {
    exercises: finished ? [] : [exercise],
    remaining: finished ? [] : [exercise.id],
    opening: { say: opening.say, translation: opening.translation },
    turns: rows.map(toTurn),
    maxTurns: rolePlayMaxTurns,
  };
}

/**
 * Conversation lessons played with the configured model: the unit's scenario and the learner's
 * level go to the model, its answer is validated (one retry when malformed), screened by the
 * tutor's safety check, and stored once per client key. A model that fails or keeps answering
 * malformed JSON turns the attempt into the scripted dialogue; the turn is not stored.
 */
export function createRolePlay({ db, chat, screen }: { db: Db; chat: ChatModel; screen: ExchangeScreen }) {
  const repository = createRolePlayRepository(db);

  async function ask(course: Course, unit: CourseUnit, played: readonly RolePlayTurnRow[], learnerText: string): Promise<RolePlayReply> {
    const messages = rolePlayMessages(
      course,
      unit,
      played.map((t) => ({ learner: t.learner_text, partner: t.partner_say })),
      learnerText,
    );
    for (let attempt = 0; attempt < 2; attempt++) {
      const reply = readRolePlayReply(await chat.complete(messages));
      if (reply) return reply;
    }
    throw new Error('the model answered malformed JSON twice');
  }

  return {
    /** A new conversation attempt runs with the model; one already started keeps its mode. */
    modeOnce: (attemptId: string) => repository.modeOnce(attemptId, 'model'),

    /** The attempt's role-play, or null when it runs (or fell back to) the scripted dialogue. */
    async stateOf(attemptId: string, course: Course, unit: CourseUnit): Promise<RolePlayState | null> {
      if ((await repository.mode(attemptId)) !== 'model') return null;
      return stateOf(course, unit, await repository.turnsOf(attemptId));
    },

    /** Plays the learner's turn; a replayed client key is answered from storage, never sent again. */
    async play(
      userId: string,
      attemptId: string,
      course: Course,
      unit: CourseUnit,
      input: { clientKey: string; exerciseId: string; answer: string },
      now: Date,
    ) {
      const rows = await repository.turnsOf(attemptId);
      const replayed = rows.findIndex((r) => r.client_key === input.clientKey);
      if (replayed >= 0) {
        if (input.exerciseId !== `${chatPrefix}${replayed + 1}`) throw languagesErrors.keyReused();
        return resultOf(course, unit, rows.slice(0, replayed + 1));
      }
      const state = stateOf(course, unit, rows);
      if (state.remaining[0] !== input.exerciseId) throw languagesErrors.exerciseNotFound();
      const title = `${course.title}: ${unit.conversation.scenario}`;
      const learnerConcern = await screen(userId, { learnerText: input.answer, title }, now);
      if (learnerConcern) return refused(state, learnerConcern);

      let reply: RolePlayReply;
      try {
        reply = await ask(course, unit, rows, input.answer);
      } catch {
        await repository.fallBack(attemptId);
        throw languagesErrors.partnerUnavailable();
      }
      const concern = await screen(userId, { learnerText: input.answer, partnerText: `${reply.reply}\n${reply.correction}`, title }, now);
      if (concern) return refused(state, concern);
      const row: RolePlayTurnRow = {
        client_key: input.clientKey,
        learner_text: input.answer,
        partner_say: reply.reply,
        partner_translation: reply.translation,
        correction: reply.correction,
        goal_reached: reply.goalReached,
      };
      await repository.turnOnce(attemptId, row, now);
      // A concurrent duplicate may have stored its turn first: answer with what is stored.
      const stored = await repository.turnsOf(attemptId);
      const at = stored.findIndex((r) => r.client_key === input.clientKey);
      return resultOf(course, unit, stored.slice(0, at + 1));
    },
  };
}

/** The answer to a turn: the partner's reply as the next turn (none once the role-play ends) and the correction of the learner's line. */
function resultOf(course: Course, unit: CourseUnit, upTo: readonly RolePlayTurnRow[]) {
  const state = stateOf(course, unit, upTo);
  const turn = upTo.at(-1)!;
  return {
    verdict: 'correct' as const,
    correctAnswer: turn.learner_text,
    explanation: '',
    correction: turn.correction,
    remaining: state.remaining,
    ...(state.exercises[0] ? { next: state.exercises[0] } : {}),
    turn: toTurn(turn),
  };
}

/** A flagged exchange: nothing is stored in the role-play and the same turn is asked again. */
const refused = (state: RolePlayState, concern: string) => ({
  verdict: 'wrong' as const,
  correctAnswer: '',
  explanation: '',
  refused: concern,
  remaining: state.remaining,
});

export type RolePlay = ReturnType<typeof createRolePlay>;
