import type { Conversation } from '@brainboost/domain/languages/course-content';

/** The scripted role-play must be long enough to practise in, yet short enough to finish. */
export const minLearnerTurns = 5;

/** Fewest learner replies from the start to an end node (a node without replies), or null if none is reachable. */
export function shortestLearnerTurns(conversation: Conversation): number | null {
  const byId = new Map(conversation.nodes.map((node) => [node.id, node]));
  const seen = new Set([conversation.start]);
  let frontier = [conversation.start];
  for (let turns = 0; frontier.length > 0; turns++) {
    const next: string[] = [];
    for (const id of frontier) {
      const node = byId.get(id);
      if (!node) continue;
      if (node.replies.length === 0) return turns;
      for (const reply of node.replies) {
        if (!seen.has(reply.next)) {
          seen.add(reply.next);
          next.push(reply.next);
        }
      }
    }
    frontier = next;
  }
  return null;
}

/**
 * What is wrong with a conversation's graph, each as `<path>: <problem>` relative to the
 * conversation: the start and every `next` exist, every node is reachable, every node can still
 * reach an end (no loop without a way out), the shortest path has enough learner turns, and at
 * least one node branches (two replies leading different ways).
 */
export function conversationProblems(conversation: Conversation): string[] {
  const problems: string[] = [];
  const byId = new Map<string, number>();
  conversation.nodes.forEach((node, i) => {
    if (byId.has(node.id)) problems.push(`nodes[${i}].id: "${node.id}" is used twice`);
    else byId.set(node.id, i);
  });
  if (!byId.has(conversation.start)) return [...problems, `start: no node "${conversation.start}"`];
  conversation.nodes.forEach((node, i) =>
    node.replies.forEach((reply, j) => {
      if (!byId.has(reply.next)) problems.push(`nodes[${i}].replies[${j}].next: no node "${reply.next}"`);
    }),
  );
  if (problems.length) return problems;

  const reachable = new Set([conversation.start]);
  const queue = [conversation.start];
  while (queue.length) {
    const node = conversation.nodes[byId.get(queue.pop()!)!]!;
    for (const reply of node.replies) if (!reachable.has(reply.next) && reachable.add(reply.next)) queue.push(reply.next);
  }
  conversation.nodes.forEach((node, i) => {
    if (!reachable.has(node.id)) problems.push(`nodes[${i}]: "${node.id}" cannot be reached from the start`);
  });

  const endsReachable = new Set(conversation.nodes.filter((n) => n.replies.length === 0).map((n) => n.id));
  for (let grew = true; grew;) {
    grew = false;
    for (const node of conversation.nodes) {
      if (!endsReachable.has(node.id) && node.replies.some((r) => endsReachable.has(r.next))) {
        endsReachable.add(node.id);
        grew = true;
      }
    }
  }
  conversation.nodes.forEach((node, i) => {
    if (!endsReachable.has(node.id)) problems.push(`nodes[${i}]: from "${node.id}" no path reaches an end node`);
  });

  const turns = shortestLearnerTurns(conversation);
  if (turns !== null && turns < minLearnerTurns)
    problems.push(`start: the shortest path has ${turns} learner turns, fewer than ${minLearnerTurns}`);
  if (!conversation.nodes.some((node) => new Set(node.replies.map((r) => r.next)).size >= 2))
    problems.push('nodes: no node branches (two replies leading to different nodes)');
  return problems;
}
