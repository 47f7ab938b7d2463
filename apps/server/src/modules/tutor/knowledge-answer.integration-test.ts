import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locale } from '@brainboost/domain/i18n/locales';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../../prepare-database.js';
import { createTestDb, dbKinds, type TestDb } from '../../test/test-app.js';
import { coverageThreshold, createKnowledgeLookup, sentencesOf } from './knowledge-answer.js';
import { loadKnowledgeHub, type KnowledgeLibrary } from './knowledge-hub.loader.js';
import { createKnowledgeHubRepository, type KnowledgeHubRepository } from './knowledge-hub.repository.js';

const contentDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../content');

/** Questions a learner might type, and the article that answers each. */
const onTopic: [string, string | string[]][] = [
  ['What is photosynthesis?', 'photosynthesis'],
  ['How do plants make their food?', 'photosynthesis'],
  ['What is chlorophyll for?', 'photosynthesis'],
  ['Explain evaporation and condensation', ['water-cycle', 'states-of-matter']],
  ['How do clouds form?', 'water-cycle'],
  ['What is transpiration?', 'water-cycle'],
  ['What are the three states of matter?', 'states-of-matter'],
  ['At what temperature does water boil?', 'states-of-matter'],
  ['What is a herbivore?', 'food-chains'],
  ['What do decomposers do in a food chain?', 'food-chains'],
  ['What is the largest planet?', 'solar-system'],
  ['Name the planets in order from the Sun', 'solar-system'],
  ['How many chambers does the heart have?', 'human-heart'],
  ['What do arteries and veins do?', 'human-heart'],
  ['Why do volcanoes erupt?', 'volcanoes'],
  ['What is the difference between magma and lava?', 'volcanoes'],
  ['What is gravity?', 'forces-gravity'],
  ['difference between mass and weight', 'forces-gravity'],
  ['What is a conductor of electricity?', 'electric-circuits'],
  ['what does the nucleus of a cell do', 'cells'],
  ['Who built the pyramids in Egypt?', 'ancient-egypt'],
  ['What are hieroglyphs?', 'ancient-egypt'],
  ['Who was the first Roman emperor?', 'ancient-rome'],
  ['When did the Western Roman Empire fall?', 'ancient-rome'],
  ['Where was democracy invented?', 'ancient-greece'],
  ['When were the first Olympic Games?', 'ancient-greece'],
  ['Why was the Great Wall of China built?', 'ancient-china'],
  ['What was the Silk Road?', 'ancient-china'],
  ['Who were the Vikings?', 'vikings'],
  ['What is a longship?', 'vikings'],
  ['How did a boy become a knight?', 'middle-ages-castles'],
  ['What was the Black Death?', 'middle-ages-castles'],
  ['What was the Industrial Revolution?', 'industrial-revolution'],
  ['Who improved the steam engine?', 'industrial-revolution'],
  ['When did World War II start?', 'world-war-two'],
  ['What happened on D-Day?', 'world-war-two'],
  ['Who was the first person to walk on the Moon?', 'moon-landing'],
  ['Who invented the printing press?', 'printing-press'],
  ['What is the biggest ocean?', 'continents-oceans'],
  ['How many continents are there?', 'continents-oceans'],
  ['What is a tributary of a river?', 'rivers'],
  ['What is the highest mountain in the world?', 'mountains'],
  ['What is the difference between weather and climate?', 'climate-weather'],
  ['Which animals live in the rainforest?', 'rainforests'],
  ['How do camels survive in the desert?', 'deserts'],
  ['How do I read a grid reference on a map?', 'maps-compass'],
  ['What causes earthquakes?', 'earthquakes'],
  ['What is an adjective?', 'nouns-verbs-adjectives'],
  ['When do I use an apostrophe?', 'punctuation'],
  ['What is a simile?', 'figurative-language'],
  ['What is the difference between a simile and a metaphor?', 'figurative-language'],
  ['How many syllables in a haiku?', 'poetry-forms'],
  ['How do I write a persuasive letter?', 'persuasive-writing'],
  ['What is inference in reading?', 'reading-comprehension'],
  ['How do you say good morning in Spanish?', 'spanish-greetings'],
  ['How do you count to ten in French?', 'french-basics'],
  ['How many tones does Mandarin have?', 'mandarin-tones'],
  ['What does ciao mean in Italian?', 'italian-basics'],
  ['What is spaced repetition?', 'learning-vocabulary'],
  ['What are false friends in languages?', 'cognates-false-friends'],
];

/** Questions in Spanish, French and Italian, answered from the article written in that language. */
const translatedOnTopic: [Locale, string, string][] = [
  ['es', '¿Qué es la fotosíntesis?', 'photosynthesis'],
  ['es', '¿Por qué entran en erupción los volcanes?', 'volcanoes'],
  ['es', '¿Quién fue el primer emperador romano?', 'ancient-rome'],
  ['es', '¿Cuántas cavidades tiene el corazón?', 'human-heart'],
  ['es', '¿Qué es un falso amigo?', 'cognates-false-friends'],
  ['es', '¿Cómo sobreviven los camellos en el desierto?', 'deserts'],
  ['fr', 'Qu’est-ce que la photosynthèse ?', 'photosynthesis'],
  ['fr', 'Quelle est la plus grande planète ?', 'solar-system'],
  ['fr', 'Qui a inventé l’imprimerie ?', 'printing-press'],
  ['fr', 'Quand a commencé la Seconde Guerre mondiale ?', 'world-war-two'],
  ['fr', 'Comment compter jusqu’à dix en français ?', 'french-basics'],
  ['fr', 'Quelle est la différence entre la météo et le climat ?', 'climate-weather'],
  ['it', 'Che cos’è la fotosintesi?', 'photosynthesis'],
  ['it', 'Che cos’è un erbivoro?', 'food-chains'],
  ['it', 'Chi erano i Vichinghi?', 'vikings'],
  ['it', 'Qual è la montagna più alta del mondo?', 'mountains'],
  ['it', 'Da quale lingua deriva l’italiano?', 'italian-basics'],
  ['it', 'Che cos’è una similitudine?', 'figurative-language'],
];

/** The same refusals in those languages. */
const translatedOffTopic: [Locale, string][] = [
  ['es', '¿Quién pintó la Mona Lisa?'],
  ['es', '¿Cómo hago un pastel de chocolate?'],
  ['fr', 'Qui a peint la Joconde ?'],
  ['fr', 'Quelle est ton équipe de football préférée ?'],
  ['it', 'Chi ha dipinto la Gioconda?'],
  ['it', 'Come si ripara la catena della bicicletta?'],
];

/** Questions the hub does not cover: the tutor must say it cannot answer offline. */
const offTopic = [
  'Who painted the Mona Lisa?',
  'What is your favourite football team?',
  'How do I bake a chocolate cake?',
  'How do I make friends at a new school?',
  'What is the capital of Australia?',
  'Who won the last World Cup?',
  'Tell me a joke',
  'What time is it?',
  'How do I fix my bike chain?',
  'Which phone should I buy?',
  'hello',
  'why does it rain',
  'Who is the president of France?',
  'What is the best video game?',
  'Can you do my homework for me?',
];

/** The same in Chinese (Simplified, Traditional) and Cantonese, answered from the articles in that language. */
const chineseOnTopic: [Locale, string, string][] = [
  ['zh-Hans', '什么是光合作用？', 'photosynthesis'],
  ['zh-Hans', '植物怎样制造食物？', 'photosynthesis'],
  ['zh-Hans', '叶绿素有什么用？', 'photosynthesis'],
  ['zh-Hans', '云是怎样形成的？', 'water-cycle'],
  ['zh-Hans', '什么是蒸腾作用？', 'water-cycle'],
  ['zh-Hans', '物质的三种状态是什么？', 'states-of-matter'],
  ['zh-Hans', '水在多少度沸腾？', 'states-of-matter'],
  ['zh-Hans', '什么是草食动物？', 'food-chains'],
  ['zh-Hans', '最大的行星是哪一颗？', 'solar-system'],
  ['zh-Hans', '心脏有几个腔？', 'human-heart'],
  ['zh-Hans', '火山为什么会喷发？', 'volcanoes'],
  ['zh-Hans', '岩浆和熔岩有什么区别？', 'volcanoes'],
  ['zh-Hans', '什么是重力？', 'forces-gravity'],
  ['zh-Hans', '谁建造了埃及的金字塔？', 'ancient-egypt'],
  ['zh-Hans', '第一位罗马皇帝是谁？', 'ancient-rome'],
  ['zh-Hans', '为什么要修建长城？', 'ancient-china'],
  ['zh-Hans', '丝绸之路是什么？', 'ancient-china'],
  ['zh-Hans', '第二次世界大战什么时候开始？', 'world-war-two'],
  ['zh-Hans', '谁第一个在月球上行走？', 'moon-landing'],
  ['zh-Hans', '谁发明了印刷机？', 'printing-press'],
  ['zh-Hans', '最大的海洋是哪个？', 'continents-oceans'],
  ['zh-Hans', '世界上最高的山是哪座？', 'mountains'],
  ['zh-Hans', '地震是什么引起的？', 'earthquakes'],
  ['zh-Hans', '骆驼怎样在沙漠里生存？', 'deserts'],
  ['zh-Hans', '什么是明喻？', 'figurative-language'],
  ['zh-Hans', '普通话有几个声调？', 'mandarin-tones'],
  ['zh-Hans', '法语怎么从一数到十？', 'french-basics'],
  ['zh-Hans', '什么是间隔重复？', 'learning-vocabulary'],
  ['zh-Hant', '甚麼是光合作用？', 'photosynthesis'],
  ['zh-Hant', '誰是第一位羅馬皇帝？', 'ancient-rome'],
  ['zh-Hant', '心臟有幾個腔？', 'human-heart'],
  ['zh-Hant', '甚麼是明喻？', 'figurative-language'],
  ['zh-Hant', '維京人是誰？', 'vikings'],
  ['zh-Hant', '什麼是民主？', 'ancient-greece'],
  ['zh-Hant', '導體是什麼？', 'electric-circuits'],
  ['zh-Hant', '細胞核有什麼作用？', 'cells'],
  ['yue', '光合作用係咩？', 'photosynthesis'],
  ['yue', '心臟有幾多個腔？', 'human-heart'],
  ['yue', '火山點解會爆發？', 'volcanoes'],
  ['yue', '乜嘢係明喻？', 'figurative-language'],
  ['yue', '維京人係邊個？', 'vikings'],
  ['yue', '點樣學新詞彙？', 'learning-vocabulary'],
  ['yue', '黑死病係咩嚟㗎？', 'middle-ages-castles'],
  ['yue', '天氣同氣候有咩分別？', 'climate-weather'],
];

const chineseOffTopic: [Locale, string][] = [
  ['zh-Hans', '谁画了蒙娜丽莎？'],
  ['zh-Hans', '澳大利亚的首都是哪里？'],
  ['zh-Hans', '怎样做巧克力蛋糕？'],
  ['zh-Hans', '你好'],
  ['zh-Hans', '给我讲个笑话'],
  ['zh-Hans', '现在几点了？'],
  ['zh-Hans', '哪款手机最好？'],
  ['zh-Hans', '你能帮我做作业吗？'],
  ['zh-Hans', '为什么会下雨'],
  ['zh-Hans', '法国总统是谁？'],
  ['zh-Hans', '怎样在新学校交朋友？'],
  ['zh-Hant', '誰畫了蒙娜麗莎？'],
  ['zh-Hant', '澳洲的首都是哪裡？'],
  ['zh-Hant', '怎樣修理單車鏈？'],
  ['zh-Hant', '你最喜歡哪支足球隊？'],
  ['yue', '邊個畫咗蒙娜麗莎？'],
  ['yue', '點樣整朱古力蛋糕？'],
  ['yue', '而家幾點？'],
  ['yue', '你可唔可以幫我做功課？'],
  ['yue', '講個笑話嚟聽吓'],
];

describe.each(dbKinds)('knowledge-hub answers on %s', (kind) => {
  let testDb: TestDb;
  let repository: KnowledgeHubRepository;
  let library: KnowledgeLibrary;
  beforeAll(async () => {
    testDb = await createTestDb(kind);
    await prepareDatabase(testDb.db);
    library = loadKnowledgeHub(contentDir);
    repository = createKnowledgeHubRepository(testDb.db);
    expect(await repository.index(library)).toBe(true);
  }, 60_000);
  afterAll(() => testDb?.drop());

  it('indexes every paragraph once, and not again while the content is unchanged', async () => {
    const paragraphs = [...library.articles.values()]
      .flatMap((byLocale) => [...byLocale.values()])
      .reduce((n, a) => n + a.paragraphs.length, 0);
    const count = async () =>
      Number(
        (
          await testDb.db
            .selectFrom('knowledge_passages')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(library.articles.size).toBeGreaterThanOrEqual(40);
    expect(await count()).toBe(paragraphs);
    expect(await repository.index(library)).toBe(false);
    expect(await repository.index({ ...library, hash: 'changed' })).toBe(true);
    expect(await count()).toBe(paragraphs);
  });

  it.each(onTopic)('answers “%s” from %s, quoting it word for word', async (question, slug) => {
    const answer = await createKnowledgeLookup(repository)(question, 'en');
    expect([slug].flat()).toContain(answer?.sources[0]?.slug);
    const article = library.articles.get(answer!.sources[0]!.slug)!.get('en')!;
    expect(answer!.sources[0]!.title).toBe(article.title);
    // Every sentence is taken from a cited article, never written by the tutor.
    for (const passage of answer!.passages) {
      const source = library.articles.get(answer!.sources[passage.source]!.slug)!.get('en')!;
      expect(source.paragraphs.some((p) => sentencesOf(p).includes(passage.text))).toBe(true);
    }
    expect(answer!.passages.length).toBeLessThanOrEqual(4);
  });

  it.each(offTopic)('refuses “%s” honestly', async (question) => {
    expect(await createKnowledgeLookup(repository)(question, 'en')).toBeNull();
  });

  it.each(chineseOnTopic)('answers in %s “%s” from %s, quoting that language’s article word for word', async (locale, question, slug) => {
    const answer = await createKnowledgeLookup(repository)(question, locale);
    expect(answer?.sources[0]).toMatchObject({ slug, locale, title: library.articles.get(slug)!.get(locale)!.title });
    for (const passage of answer!.passages) {
      const source = library.articles.get(answer!.sources[passage.source]!.slug)!.get(locale)!;
      expect(source.paragraphs.some((p) => sentencesOf(p).includes(passage.text))).toBe(true);
    }
    expect(answer!.passages.length).toBeGreaterThan(0);
  });

  it.each(chineseOffTopic)('refuses in %s “%s” honestly', async (locale, question) => {
    expect(await createKnowledgeLookup(repository)(question, locale)).toBeNull();
  });

  it('quotes the sentence that answers a Chinese question, not just any sentence of the article', async () => {
    const quoted = async (question: string, locale: Locale) =>
      (await createKnowledgeLookup(repository)(question, locale))!.passages.map((p) => p.text).join('');
    expect(await quoted('什么是蒸腾作用？', 'zh-Hans')).toContain('这叫作蒸腾作用');
    expect(await quoted('心臟有幾個腔？', 'zh-Hant')).toContain('心臟有四個腔');
    expect(await quoted('心臟有幾多個腔？', 'yue')).toContain('心臟有四個腔');
    expect(await quoted('最大的行星是哪一颗？', 'zh-Hans')).toContain('木星是最大的行星');
  });

  it('answers a learner using Chinese who asks in English from the English article', async () => {
    const answer = await createKnowledgeLookup(repository)('What is photosynthesis?', 'zh-Hant');
    expect(answer?.sources[0]).toMatchObject({ slug: 'photosynthesis', locale: 'en' });
  });

  it('stems the question: “erupted volcanoes” finds “volcanoes erupt”', async () => {
    const hits = await repository.search('erupted volcanoes', 'en');
    expect(hits[0]?.slug).toBe('volcanoes');
    expect(hits[0]!.articleWeight / hits[0]!.totalWeight).toBeGreaterThanOrEqual(coverageThreshold);
  });

  it('falls back to English articles for a learner using another language, saying which language the source is in', async () => {
    const answer = await createKnowledgeLookup(repository)('What is photosynthesis?', 'fr');
    expect(answer?.sources[0]).toMatchObject({ slug: 'photosynthesis', locale: 'en' });
  });

  it.each(translatedOnTopic)('answers in %s “%s” from %s, quoting the translation word for word', async (locale, question, slug) => {
    const answer = await createKnowledgeLookup(repository)(question, locale);
    expect(answer?.sources[0]).toMatchObject({ slug, locale });
    const article = library.articles.get(slug)!.get(locale)!;
    expect(answer!.sources[0]!.title).toBe(article.title);
    for (const passage of answer!.passages) {
      const source = library.articles.get(answer!.sources[passage.source]!.slug)!.get(locale)!;
      expect(source.paragraphs.some((p) => sentencesOf(p).includes(passage.text))).toBe(true);
    }
    expect(answer!.passages.length).toBeGreaterThan(0);
  });

  it.each(translatedOffTopic)('refuses in %s “%s” honestly', async (locale, question) => {
    expect(await createKnowledgeLookup(repository)(question, locale)).toBeNull();
  });
});
