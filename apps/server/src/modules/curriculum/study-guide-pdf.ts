import PDFDocument from 'pdfkit';
import { parseBlocks, plainInline } from '@brainboost/domain/curriculum/lesson-markdown';
import type { Locale } from '@brainboost/domain/i18n/locales';
import type { LocalText, StudyGuide } from '@brainboost/domain/schemas/curriculum';
import { documentFont } from '../../pdf/document-font.js';
import { latexToText } from './latex-text.js';

/** The guide's words in the reader's language: the curriculum page texts, and a maths template's texts. */
export type GuideTexts = {
  text: (key: string, vars?: Record<string, string | number>) => string;
  maths: (text: LocalText) => string;
};

const ink = '#1a1a1f';
const muted = '#5f5f6b';
const accent = '#4338ca';
const margin = 56;

/**
 * A topic's study guide as an A4 PDF, as the print page shows it: key ideas, the worked example,
 * key terms, numbered practice, and the answer key on its own page. Text in the reader's font
 * (CJK included), code in Courier; maths written as text (3/4, x², √2).
 */
export async function renderStudyGuidePdf(guide: StudyGuide, locale: Locale, texts: GuideTexts, orgName: string): Promise<Buffer> {
  const font = documentFont(locale);
  const pdf = new PDFDocument({
    size: 'A4',
    margin,
    lang: guide.language,
    info: { Title: `${guide.title} — ${texts.text('guide.eyebrow')}`, Producer: orgName, Creator: orgName },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const width = pdf.page.width - 2 * margin;
  const body = (size = 11) => pdf.font(font).fontSize(size).fillColor(ink);
  const gap = (lines = 0.5) => pdf.moveDown(lines);
  const heading = (text: string) => {
    gap(0.8);
    pdf.font(font).fontSize(15).fillColor(accent).text(text, { width });
    gap(0.3);
  };
  const markdown = (source: string, size = 11) => {
    for (const block of parseBlocks(source)) {
      if (block.kind === 'code')
        pdf
          .font('Courier')
          .fontSize(size - 1)
          .fillColor(ink)
          .text(block.text, { width });
      else if (block.kind === 'p') body(size).text(plainInline(block.text), { width });
      else
        block.items.forEach((item, i) =>
          body(size).text(`${block.kind === 'ul' ? '•' : `${i + 1}.`} ${plainInline(item)}`, { width, indent: 12 }),
        );
      gap(0.4);
    }
  };
  const letter = (i: number) => String.fromCharCode(65 + i);

  pdf
    .font(font)
    .fontSize(10)
    .fillColor(muted)
    .text(`${orgName} · ${texts.text('guide.eyebrow')}`, { width });
  pdf.font(font).fontSize(22).fillColor(ink).text(guide.title, { width });
  pdf
    .font(font)
    .fontSize(10)
    .fillColor(muted)
    .text(`${guide.unit.title} · ${texts.text('topic.standards', { codes: guide.standards.join(', ') })}`, { width });
  gap();
  body(12).text(guide.summary, { width });

  heading(texts.text('topic.objectives'));
  for (const objective of guide.objectives) body().text(`• ${objective}`, { width, indent: 12 });

  heading(texts.text('guide.keyIdeas'));
  for (const section of guide.lesson.sections) {
    pdf.font(font).fontSize(12).fillColor(ink).text(section.heading, { width });
    gap(0.2);
    markdown(section.body);
  }

  heading(texts.text('topic.workedExample'));
  markdown(guide.lesson.workedExample.prompt);
  guide.lesson.workedExample.steps.forEach((step, i) => body().text(`${i + 1}. ${plainInline(step)}`, { width, indent: 12 }));
  gap(0.3);
  body().text(`${texts.text('topic.answer')} ${plainInline(guide.lesson.workedExample.answer)}`, { width });

  heading(texts.text('topic.keyTerms'));
  for (const term of guide.lesson.keyTerms) body().text(`${term.term} — ${plainInline(term.definition)}`, { width });

  heading(texts.text('guide.practice'));
  guide.questions.forEach(({ item }, n) => {
    if (pdf.y > pdf.page.height - 160) pdf.addPage();
    const number = `${n + 1}. `;
    if (item.kind === 'maths') {
      body().text(number + texts.maths(item.prompt), { width });
      if (item.maths) body(12).text(latexToText(item.maths), { width, indent: 18 });
      if (item.answer.kind === 'choice') {
        const { choices, choicesAreKeys } = item.answer;
        choices.forEach((c, i) =>
          body().text(`${letter(i)}. ${choicesAreKeys ? texts.maths({ key: c }) : latexToText(c)}`, { width, indent: 18 }),
        );
      } else
        body()
          .fillColor(muted)
          .text(`${texts.text('guide.answerLine')} ______________________`, { width, indent: 18 });
    } else {
      markdown(number + item.prompt);
      if (item.kind === 'choice' || item.kind === 'multi') {
        if (item.kind === 'multi') body(10).fillColor(muted).text(texts.text('item.chooseAll'), { width, indent: 18 });
        item.choices.forEach((c, i) => body().text(`${letter(i)}. ${plainInline(c)}`, { width, indent: 18 }));
      } else if (item.kind === 'true-false') body().text(`${texts.text('item.true')} / ${texts.text('item.false')}`, { width, indent: 18 });
      else if (item.kind === 'order') {
        body(10).fillColor(muted).text(texts.text('item.putInOrder'), { width, indent: 18 });
        for (const piece of item.pieces) body().text(`___  ${plainInline(piece)}`, { width, indent: 18 });
      } else
        body()
          .fillColor(muted)
          .text(`${texts.text('guide.answerLine')} ______________________`, { width, indent: 18 });
    }
    gap(0.6);
  });

  pdf.addPage();
  pdf.font(font).fontSize(18).fillColor(accent).text(texts.text('guide.answerKey'), { width });
  gap();
  guide.questions.forEach(({ item, reveal, explanation }, n) => {
    if (pdf.y > pdf.page.height - 120) pdf.addPage();
    let answer: string;
    switch (reveal.kind) {
      case 'choice':
        answer = `${letter(reveal.answer)}. ${plainInline(reveal.text)}`;
        break;
      case 'multi':
        answer = reveal.answers.map((a, i) => `${letter(a)}. ${plainInline(reveal.texts[i]!)}`).join('; ');
        break;
      case 'true-false':
        answer = reveal.answer ? texts.text('item.true') : texts.text('item.false');
        break;
      case 'short':
        answer = plainInline(reveal.answer);
        break;
      case 'order':
        answer = reveal.sequence.map((s, i) => `${i + 1}. ${plainInline(s)}`).join('  ');
        break;
      case 'maths':
        answer =
          reveal.choice !== undefined && item.kind === 'maths' && item.answer.kind === 'choice'
            ? `${letter(reveal.choice)}. ${item.answer.choicesAreKeys ? texts.maths({ key: item.answer.choices[reveal.choice]! }) : latexToText(item.answer.choices[reveal.choice]!)}`
            : `${latexToText(reveal.answer)}${reveal.unit ? ` ${reveal.unit}` : ''}`;
    }
    pdf
      .font(font)
      .fontSize(11)
      .fillColor(ink)
      .text(`${n + 1}. ${answer}`, { width });
    if (explanation.text) body(10).fillColor(muted).text(plainInline(explanation.text), { width, indent: 18 });
    for (const [i, step] of (explanation.steps ?? []).entries())
      body(10)
        .fillColor(muted)
        .text(`${i + 1}) ${texts.maths(step.text)}${step.maths ? `: ${latexToText(step.maths)}` : ''}`, { width, indent: 18 });
    gap(0.5);
  });
  pdf.end();
  return done;
}
