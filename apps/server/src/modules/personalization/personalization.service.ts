import { isTaskId, taskCatalogue, taskIds, type TaskId } from '@brainboost/domain/cognitive/task-catalogue';
import type { GradeBand } from '@brainboost/domain/school/grade-band';
import { domainTrends, minAttemptsPerTask, type TrainingResult } from '@brainboost/domain/personalization/domain-trend';
import { practiceProblems, seedFrom } from '@brainboost/domain/personalization/practice-problems';
import { domainCutoffs, splitByScore, topicCutoffs } from '@brainboost/domain/personalization/strengths-and-weaknesses';
import { minQuestionsPerTopic, topicStrengths, type TopicQuestion } from '@brainboost/domain/personalization/topic-strength';
import type { Personalization } from '@brainboost/domain/schemas/personalization';
import { mathTopics, type MathTopic } from '@brainboost/domain/schemas/tutor';
import type { BrainTrainingService } from '../brain-training/brain-training.service.js';
import type { TutorService } from '../tutor/tutor.service.js';

const isMathTopic = (value: string | null): value is MathTopic => (mathTopics as readonly (string | null)[]).includes(value);

/** Newest rows read per source: far more than any judgement needs, and a bound on the work. */
const historyLimit = 2000;

/**
 * The learner's strengths, weak spots and recommended practice, computed from their own history only:
 * two reads, of the tutor's replies and of the training results, through the modules that own them.
 */
export function createPersonalizationService({
  tutor,
  brainTraining,
}: {
  tutor: Pick<TutorService, 'repliesTo'>;
  brainTraining: Pick<BrainTrainingService, 'resultsOf'>;
}) {
  return {
    async overview(userId: string, now = new Date()): Promise<Personalization> {
      const [replies, results] = await Promise.all([tutor.repliesTo(userId, historyLimit), brainTraining.resultsOf(userId, historyLimit)]);

      const questions: TopicQuestion[] = [];
      for (const r of replies)
        if (r.kind === 'math' && isMathTopic(r.topic)) questions.push({ topic: r.topic, askedAt: new Date(r.created_at) });
      const topics = topicStrengths(questions, now);
      const topicSplit = splitByScore(topics, (t) => t.strength, topicCutoffs);

      const training: TrainingResult[] = [];
      for (const r of results)
        if (isTaskId(r.task_id))
          training.push({ taskId: r.task_id, performanceIndex: r.performance_index, finishedAt: new Date(r.finished_at) });
      const domains = domainTrends(training);
      const domainSplit = splitByScore(domains, (d) => d.change, domainCutoffs);

      const gradeBand: GradeBand | null = replies[0]?.grade_band ?? null;
      // New problems each UTC day, the same all day for this learner.
      const seed = seedFrom(`${userId}:${now.toISOString().slice(0, 10)}`);
      return {
        evidence: { tutorQuestions: replies.length, mathQuestions: questions.length, trainingResults: training.length },
        minimums: { questionsPerTopic: minQuestionsPerTopic, resultsPerTask: minAttemptsPerTask },
        gradeBand,
        topics: topics.map((t) => ({ ...t, lastAskedAt: t.lastAskedAt.toISOString() })),
        domains,
        strengths: { topics: topicSplit.strengths.map((t) => t.topic), domains: domainSplit.strengths.map((d) => d.domain) },
        weak: { topics: topicSplit.weak.map((t) => t.topic), domains: domainSplit.weak.map((d) => d.domain) },
        practice: {
          topics: topicSplit.weak.map((t, k) => ({
            topic: t.topic,
            problems: practiceProblems(t.topic, gradeBand ?? 'middle', seed + k).map(({ question }) => ({ question })),
          })),
          domains: domainSplit.weak.map((d) => {
            const slipping = d.tasks.filter((t) => t.recentMean < t.earlierMean).map((t) => t.taskId);
            const others = taskIds.filter((id: TaskId) => taskCatalogue[id].domain === d.domain && !slipping.includes(id));
            return { domain: d.domain, taskIds: [...slipping, ...others] };
          }),
        },
      };
    },
  };
}

export type PersonalizationService = ReturnType<typeof createPersonalizationService>;
