import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { CourseUnit } from '@brainboost/domain/languages/course-content';
import { CourseContentError, loadLanguageCourses } from './course-content.loader.js';
import { validCourse, writeCourses } from './course-content.test-helpers.js';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

function load(courses: Parameters<typeof writeCourses>[0]) {
  const dir = writeCourses(courses);
  dirs.push(dir);
  return () => loadLanguageCourses(dir);
}

/** The problems the loader reports for an `es` course changed by `edit`. */
function problemsOf(edit: (c: ReturnType<typeof validCourse>) => void): string[] {
  const es = validCourse('es');
  edit(es);
  try {
    load({ es })();
  } catch (err) {
    expect(err).toBeInstanceOf(CourseContentError);
    return (err as Error).message
      .split('\n')
      .slice(1)
      .map((l) => l.trim());
  }
  return [];
}

const unit = (c: ReturnType<typeof validCourse>, i: number): CourseUnit => c.units[i]!;

describe('loadLanguageCourses', () => {
  it('treats an absent content/languages folder as no courses yet', () => {
    expect(load({})().size).toBe(0);
  });

  it('loads a valid course with its units by level then order', () => {
    const courses = load({ es: validCourse('es') })();
    expect([...courses.keys()]).toEqual(['es']);
    const es = courses.get('es')!;
    expect(es.units.map((u) => u.id).slice(0, 5)).toEqual([
      'es-beginner-1',
      'es-beginner-2',
      'es-beginner-3',
      'es-beginner-4',
      'es-intermediate-1',
    ]);
    expect(es.readings).toBeNull();
  });

  it('names the file and path of a shape error', () => {
    expect(problemsOf((c) => ((unit(c, 2).items[3] as { gloss?: string }).gloss = undefined))).toEqual([
      expect.stringMatching(/^es\/units\/beginner-3\.json: items\[3\]\.gloss: /),
    ]);
    expect(problemsOf((c) => (c.course.placement.advanced[4]!.answer = 4))).toEqual([
      expect.stringMatching(/^es\/course\.json: placement\.advanced\[4\]\.answer: /),
    ]);
    expect(problemsOf((c) => (c.course.placement.advanced[4]!.choices = ['a', 'b', 'c']))).toEqual([
      expect.stringMatching(/^es\/course\.json: placement\.advanced\[4\]\.choices: /),
    ]);
  });

  it('refuses text with spaces around it rather than trimming it (readings are keyed by the exact string)', () => {
    expect(problemsOf((c) => (unit(c, 0).items[5]!.text = 'hola '))).toEqual([
      'es/units/beginner-1.json: items[5].text: must not start or end with spaces',
    ]);
  });

  it('refuses unknown fields, so a misspelt one is not silently dropped', () => {
    expect(problemsOf((c) => Object.assign(unit(c, 0).items[0]!, { variant: ['x'] }))).toEqual([
      expect.stringMatching(/^es\/units\/beginner-1\.json: items\[0\]: .*variant/),
    ]);
  });

  it('names a file that is not JSON', () => {
    const es = validCourse('es');
    const dir = writeCourses({ es: { ...es, extra: { 'units/advanced-9.json': '{ nope' } } });
    dirs.push(dir);
    expect(() => loadLanguageCourses(dir)).toThrow(/es\/units\/advanced-9\.json: /);
  });

  it('needs four units of orders 1–4 in every level', () => {
    expect(problemsOf((c) => c.units.splice(5, 1))).toEqual([
      'es/units/: intermediate has units of order [1, 3, 4], expected [1, 2, 3, 4]',
    ]);
  });

  it('needs a unit in the file named for its level and order, with the matching id', () => {
    expect(problemsOf((c) => (unit(c, 0).id = 'es-beginner-9'))).toEqual(['es/units/beginner-1.json: id: must be es-beginner-1']);
  });

  it('needs at least 42 items a unit', () => {
    expect(problemsOf((c) => unit(c, 1).items.pop())).toEqual(['es/units/beginner-2.json: items: 41 items, fewer than 42']);
  });

  it('needs ids unique across the course and prefixed by the course', () => {
    expect(problemsOf((c) => (unit(c, 4).items[0]!.id = unit(c, 0).items[7]!.id))).toEqual([
      'es/units/intermediate-1.json: items[0].id: id "es-beginner-1-item-7" is already used at units/beginner-1.json: items[7].id',
    ]);
    expect(problemsOf((c) => (unit(c, 0).items[0]!.id = 'fr-bonjour'))).toEqual([
      'es/units/beginner-1.json: items[0].id: "fr-bonjour" must start with "es-"',
    ]);
    expect(problemsOf((c) => (c.course.placement.advanced[1]!.id = c.course.placement.intermediate[0]!.id))).toEqual([
      'es/course.json: placement.advanced[1].id: id "es-pi-0" is already used at course.json: placement.intermediate[0].id',
    ]);
  });

  it('teaches an item text once in a course', () => {
    expect(problemsOf((c) => (unit(c, 11).items[41]!.text = unit(c, 0).items[0]!.text))).toEqual([
      'es/units/advanced-4.json: items[41].text: text "palabra beginner 1 0" is already used at units/beginner-1.json: items[0].text',
    ]);
  });

  it('needs ten placement questions a level with distinct choices', () => {
    expect(problemsOf((c) => c.course.placement.intermediate.pop())).toEqual([
      'es/course.json: placement.intermediate: 9 questions, not 10',
    ]);
    expect(problemsOf((c) => (c.course.placement.intermediate[2]!.choices = ['a', 'a', 'c', 'd']))).toEqual([
      'es/course.json: placement.intermediate[2].choices: two choices are the same',
    ]);
  });

  it('allows only the {name} and {number} placeholders', () => {
    expect(problemsOf((c) => (unit(c, 3).writing[0]!.accepted = ['Tengo {age} años.']))).toEqual([
      'es/units/beginner-4.json: writing[0].accepted[0]: placeholder {age} is not one of {name} {number}',
    ]);
    expect(problemsOf((c) => (unit(c, 3).conversation.nodes[1]!.replies[1]!.accepted[1] = 'Soy {nombre}'))).toEqual([
      'es/units/beginner-4.json: conversation.nodes[1].replies[1].accepted[1]: placeholder {nombre} is not one of {name} {number}',
    ]);
  });

  it('checks each unit’s conversation graph, naming the unit file', () => {
    expect(problemsOf((c) => (unit(c, 6).conversation.start = 'n0'))).toEqual([
      'es/units/intermediate-3.json: conversation.start: no node "n0"',
    ]);
  });

  it('refuses a folder that is not a course, and a course.json whose id is another course', () => {
    expect(() => load({ de: validCourse('es') })()).toThrow(/de\/: not a course/);
    const fr = validCourse('es');
    expect(() => load({ fr })()).toThrow(/fr\/course\.json: id: "es" but the folder is fr/);
  });

  it('loads a CJK course’s readings and refuses a malformed readings file', () => {
    const zh = validCourse('zh');
    for (const u of zh.units) u.items.forEach((item) => (item.id = item.id.replace(/^es-/, 'zh-')));
    const ok = load({ zh: { ...zh, extra: { 'readings.json': { 你好: { pinyin: 'nǐ hǎo', traditional: '你好' } } } } })();
    expect(ok.get('zh')!.readings!.get('你好')).toEqual({ pinyin: 'nǐ hǎo', traditional: '你好' });
    expect(() => load({ zh: { ...zh, extra: { 'readings.json': { 你好: { jyutping: 'nei5 hou2' } } } } })()).toThrow(
      /zh\/readings\.json: 你好/,
    );
  });
});
