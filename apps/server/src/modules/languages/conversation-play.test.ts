import { describe, expect, it } from 'vitest';
import { validConversation, validCourse } from './course-content.test-helpers.js';
import { currentNode, replyAt, turnExercise } from './conversation-play.js';

const { course } = validCourse('es');
const conversation = validConversation();
const node = (id: string) => conversation.nodes.find((n) => n.id === id)!;

describe('scripted conversation', () => {
  it("shows the partner's line, its translation and the hints (help if stuck), never the accepted replies", () => {
    const turn = turnExercise(course, conversation, node('n1'));
    expect(turn).toMatchObject({ id: 'turn-n1', kind: 'reply', partner: { name: 'Lucía', say: '¡Hola!', hints: [expect.any(String)] } });
    expect(JSON.stringify(turn)).not.toContain('{name}');
  });

  it('moves on along the first reply that matches, and stays on a wrong one', () => {
    expect(replyAt(course, conversation, node('n2'), 'me llamo Ana', {})).toMatchObject({ verdict: 'correct', next: { id: 'n3' } });
    expect(replyAt(course, conversation, node('n2'), 'Sóy Ana', {})).toMatchObject({ verdict: 'typo', next: { id: 'n3' } });
    expect(replyAt(course, conversation, node('n2'), 'No sé', {})).toMatchObject({ verdict: 'wrong', next: null });
  });

  it('replays answers in order to find whose turn it is, skipping wrong and out-of-turn ones', () => {
    const answers = [
      { exerciseId: 'turn-n1', answer: 'Soy Ana', verdict: 'correct' },
      { exerciseId: 'turn-n2', answer: '???', verdict: 'wrong' },
      { exerciseId: 'turn-n4', answer: 'Soy Ana', verdict: 'correct' },
      { exerciseId: 'turn-n2', answer: 'Soy Ana', verdict: 'correct' },
    ];
    expect(currentNode(course, conversation, answers, {}).id).toBe('n3');
    expect(currentNode(course, conversation, [], {}).id).toBe('n1');
  });
});
