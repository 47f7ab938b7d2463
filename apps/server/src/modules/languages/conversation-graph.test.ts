import { describe, expect, it } from 'vitest';
import type { Conversation } from '@brainboost/domain/languages/course-content';
import { conversationProblems, shortestLearnerTurns } from './conversation-graph.js';
import { validConversation } from './course-content.test-helpers.js';

const withNodes = (edit: (c: Conversation) => void): Conversation => {
  const c = validConversation();
  edit(c);
  return c;
};
const node = (c: Conversation, id: string) => c.nodes.find((n) => n.id === id)!;

describe('conversation graph', () => {
  it('accepts a branching conversation of five turns that always ends', () => {
    expect(conversationProblems(validConversation())).toEqual([]);
    expect(shortestLearnerTurns(validConversation())).toBe(5);
  });

  it('names a missing start node', () => {
    expect(conversationProblems(withNodes((c) => (c.start = 'nope')))).toEqual(['start: no node "nope"']);
  });

  it('names a reply whose next node does not exist', () => {
    const c = withNodes((c) => (node(c, 'n4').replies[0]!.next = 'n9'));
    expect(conversationProblems(c)).toEqual(['nodes[4].replies[0].next: no node "n9"']);
  });

  it('names a node used twice', () => {
    const c = withNodes((c) => c.nodes.push({ ...node(c, 'n6') }));
    expect(conversationProblems(c)).toContain('nodes[7].id: "n6" is used twice');
  });

  it('names a node nobody leads to', () => {
    const c = withNodes((c) => c.nodes.push({ id: 'lost', say: '¿Qué?', translation: 'What?', replies: [] }));
    expect(conversationProblems(c)).toEqual(['nodes[7]: "lost" cannot be reached from the start']);
  });

  it('names nodes caught in a loop without a way to an end', () => {
    const c = withNodes((c) => {
      node(c, 'n5').replies[0]!.next = 'n4';
    });
    const problems = conversationProblems(c);
    expect(problems).toContain('nodes[4]: from "n4" no path reaches an end node');
    expect(problems).toContain('nodes[5]: from "n5" no path reaches an end node');
    expect(problems).toContain('nodes[6]: "n6" cannot be reached from the start');
  });

  it('accepts a loop that can still be left ("say it again")', () => {
    const c = withNodes((c) => node(c, 'n5').replies.push({ accepted: ['¿Cómo?', '¿Qué?'], hint: 'Ask again', next: 'n4' }));
    expect(conversationProblems(c)).toEqual([]);
  });

  it('refuses a conversation shorter than five learner turns on its shortest path', () => {
    const c = withNodes((c) => node(c, 'n2').replies.push({ accepted: ['Adiós', 'Chao'], hint: 'Say goodbye', next: 'n6' }));
    expect(shortestLearnerTurns(c)).toBe(2);
    expect(conversationProblems(c)).toEqual(['start: the shortest path has 2 learner turns, fewer than 5']);
  });

  it('refuses a conversation where no node branches', () => {
    const c = withNodes((c) => {
      node(c, 'n2').replies.pop();
      c.nodes = c.nodes.filter((n) => n.id !== 'n3b');
    });
    expect(conversationProblems(c)).toEqual(['nodes: no node branches (two replies leading to different nodes)']);
  });
});
