import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CurriculumContentError, loadCurriculum } from './curriculum-content.loader.js';
import { additionTemplate, fixtureTopic, templateSource, writeCurriculum } from './curriculum-content.test-helpers.js';
import { mathsTemplates, templatesOfSkill } from './maths-practice/maths-templates.js';

const cells = fixtureTopic({ subject: 'science', band: 'middle', slug: 'cells', unit: 'living', order: 1 });
const organs = fixtureTopic({ subject: 'science', band: 'middle', slug: 'organs', unit: 'living', order: 2 });
const adding = fixtureTopic({ subject: 'math', band: 'middle', slug: 'adding', unit: 'numbers', order: 1 });
const noTemplates = templateSource([]);

describe('curriculum content loader', () => {
  it('loads the real content with the real maths templates', () => {
    const real = { ofSkill: templatesOfSkill, byId: (id: string) => mathsTemplates.get(id) };
    expect(() => loadCurriculum(path.resolve(import.meta.dirname, '../../../../../content'), real)).not.toThrow();
  });

  it('serves only published subjects, topics in unit order', () => {
    const dir = writeCurriculum([{ files: { en: organs } }, { files: { en: cells } }, { files: { en: adding } }], { science: true });
    const loaded = loadCurriculum(dir, templateSource([additionTemplate(adding.id, 'skill-a'), additionTemplate(adding.id, 'skill-b')]));
    expect(loaded.subjects.map((s) => s.id)).toEqual(['science']);
    expect([...loaded.topics.keys()]).toEqual([cells.id, organs.id]);
  });

  it('stops with every broken file named', () => {
    const gap = { ...organs, order: 3 };
    const badEs = {
      ...fixtureTopic({ subject: 'science', band: 'middle', slug: 'cells', unit: 'living', order: 1 }, 'es'),
      standards: ['X'],
    };
    const dir = writeCurriculum([{ files: { en: cells, es: badEs } }, { files: { en: gap } }, { files: { en: adding } }], {
      science: true,
    });
    writeFileSync(path.join(dir, 'curriculum/science/middle/cells/fr.json'), '{ not json');
    let message = '';
    try {
      loadCurriculum(dir, noTemplates);
    } catch (err) {
      expect(err).toBeInstanceOf(CurriculumContentError);
      message = (err as Error).message;
    }
    expect(message).toContain('science/middle/cells/es.json: standards differ from en.json');
    expect(message).toContain('science/middle/living: topics are numbered 1, 3, not 1 to 2');
    expect(message).toContain('math/middle/adding/en.json: maths skill skill-a has no practice template');
    expect(message).toMatch(/fr\.json: .*JSON/);
  });

  it('stops on a missing or malformed subjects.json', () => {
    const dir = writeCurriculum([{ files: { en: cells } }], { science: true });
    writeFileSync(
      path.join(dir, 'curriculum/subjects.json'),
      JSON.stringify({ subjects: [{ id: 'science', standard: 'NGSS', published: true }] }),
    );
    expect(() => loadCurriculum(dir, noTemplates)).toThrow(/subjects\.json: subjects: must list each of the six subjects once/);
  });
});
