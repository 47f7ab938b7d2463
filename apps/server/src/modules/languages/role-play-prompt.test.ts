import { describe, expect, it } from 'vitest';
import { validCourse } from './course-content.test-helpers.js';
import { rolePlayMaxTurns, rolePlayMessages, rolePlaySystemPrompt } from './role-play-prompt.js';

const { course, units } = validCourse('es');
const unit = units[0]!;

describe('rolePlaySystemPrompt', () => {
  it('names the scenario, the partner, the goal, the language and the unit’s words with their meanings', () => {
    const prompt = rolePlaySystemPrompt(course, unit, 5);
    expect(prompt).toContain(`You are ${unit.conversation.partner}`);
    expect(prompt).toContain(`Setting: ${unit.conversation.scenario}.`);
    expect(prompt).toContain(unit.conversation.goal);
    expect(prompt).toContain(`answer only in ${course.title}`);
    expect(prompt).toContain(`${unit.items[0]!.text} (${unit.items[0]!.gloss})`);
    expect(prompt).toContain('At most 5 more learner turns');
    expect(prompt).toContain('"goalReached"');
  });

  it('pitches the partner and the correction at the unit’s level', () => {
    const advanced = units.find((u) => u.level === 'advanced')!;
    expect(rolePlaySystemPrompt(course, unit, 5)).toContain('The learner is a beginner');
    expect(rolePlaySystemPrompt(course, advanced, 5)).toContain('The learner is advanced');
    expect(rolePlaySystemPrompt(course, advanced, 5)).not.toContain('beginner');
  });

  it('names at most 40 words, so the scenario is not crowded out', () => {
    const prompt = rolePlaySystemPrompt(course, unit, 5);
    expect(unit.items.length).toBeGreaterThan(40);
    expect(prompt).toContain(`${unit.items[39]!.text} (`);
    expect(prompt).not.toContain(`${unit.items[40]!.text} (`);
  });
});

describe('rolePlayMessages', () => {
  it('opens with the scripted first line and replays the turns in order before the new message', () => {
    const messages = rolePlayMessages(course, unit, [{ learner: 'Hola', partner: '¿Cómo te llamas?' }], 'Me llamo Ana');
    expect(messages.map((m) => m.role)).toEqual(['system', 'assistant', 'user', 'assistant', 'user']);
    expect(messages.slice(1).map((m) => m.content)).toEqual(['¡Hola!', 'Hola', '¿Cómo te llamas?', 'Me llamo Ana']);
    expect(messages[0]!.content).toContain(`At most ${rolePlayMaxTurns - 2} more learner turns`);
  });
});
