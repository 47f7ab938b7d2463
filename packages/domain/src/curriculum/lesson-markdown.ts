/**
 * The curriculum's Markdown (content/curriculum, written and reviewed like code), read into blocks
 * and inline spans: paragraphs, bulleted and numbered lists, fenced code, **bold**, *italic* and
 * `code`. The web draws them as elements (never HTML) and the study guide's PDF as text.
 */
export type LessonBlock =
  { kind: 'p'; text: string } | { kind: 'ul' | 'ol'; items: string[] } | { kind: 'code'; language: string; text: string };
export type InlineSpan = { kind: 'text' | 'code' | 'strong' | 'em'; text: string };

const bullet = /^\s*[-*]\s+(.*)$/;
const numbered = /^\s*\d+[.)]\s+(.*)$/;

export function parseBlocks(source: string): LessonBlock[] {
  const blocks: LessonBlock[] = [];
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const fence = /^```\s*([\w-]*)\s*$/.exec(line);
    if (fence) {
      const body: string[] = [];
      for (i++; i < lines.length && !/^```\s*$/.test(lines[i]!); i++) body.push(lines[i]!);
      blocks.push({ kind: 'code', language: fence[1] ?? '', text: body.join('\n') });
      continue;
    }
    if (line.trim() === '') continue;
    const last = blocks.at(-1);
    const listKind = bullet.test(line) ? 'ul' : numbered.test(line) ? 'ol' : null;
    if (listKind) {
      const text = (listKind === 'ul' ? bullet : numbered).exec(line)![1]!;
      if (last?.kind === listKind) last.items.push(text);
      else blocks.push({ kind: listKind, items: [text] });
      continue;
    }
    // A line straight after a list item continues it; after a paragraph line, the paragraph.
    const continues = i > 0 && lines[i - 1]!.trim() !== '';
    if (continues && (last?.kind === 'ul' || last?.kind === 'ol')) last.items[last.items.length - 1] += ` ${line.trim()}`;
    else if (continues && last?.kind === 'p') last.text += ` ${line.trim()}`;
    else blocks.push({ kind: 'p', text: line.trim() });
  }
  return blocks;
}

/** Inline marks: `code` first (nothing inside it is a mark), then **bold** and *italic*. */
export function parseInline(text: string): InlineSpan[] {
  const spans: InlineSpan[] = [];
  const pattern = /`([^`]+)`|\*\*([^*]+?)\*\*|(?<![\w*])\*(?!\s)([^*]+?)(?<!\s)\*(?![\w*])/g;
  let at = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > at) spans.push({ kind: 'text', text: text.slice(at, match.index) });
    if (match[1] !== undefined) spans.push({ kind: 'code', text: match[1] });
    else if (match[2] !== undefined) spans.push({ kind: 'strong', text: match[2] });
    else spans.push({ kind: 'em', text: match[3]! });
    at = match.index + match[0].length;
  }
  if (at < text.length) spans.push({ kind: 'text', text: text.slice(at) });
  return spans;
}

/** The words without their marks (a PDF, a search index, a screen reader's summary). */
export const plainInline = (text: string) =>
  parseInline(text)
    .map((s) => s.text)
    .join('');
