import { Fragment, type ReactNode } from 'react';

/**
 * The curriculum's Markdown (content/curriculum, written and reviewed like code) as React elements:
 * paragraphs, bulleted and numbered lists, fenced code, **bold**, *italic* and `code`. It makes
 * elements, never HTML, so no text can become markup; anything else shows as the text it is.
 */
type Block = { kind: 'p'; lines: string[] } | { kind: 'ul' | 'ol'; items: string[] } | { kind: 'code'; language: string; text: string };

const bullet = /^\s*[-*]\s+(.*)$/;
const numbered = /^\s*\d+[.)]\s+(.*)$/;

export function parseBlocks(source: string): Block[] {
  const blocks: Block[] = [];
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
    const previous = i > 0 ? lines[i - 1]! : '';
    if (previous.trim() !== '' && (last?.kind === 'ul' || last?.kind === 'ol')) last.items[last.items.length - 1] += ` ${line.trim()}`;
    else if (previous.trim() !== '' && last?.kind === 'p') last.lines.push(line.trim());
    else blocks.push({ kind: 'p', lines: [line.trim()] });
  }
  return blocks;
}

/** Inline marks: `code` first (nothing inside it is a mark), then **bold** and *italic*. */
export function renderInline(text: string): ReactNode[] {
  const out: ReactNode[] = [];
  const pattern = /`([^`]+)`|\*\*([^*]+?)\*\*|(?<![\w*])\*(?!\s)([^*]+?)(?<!\s)\*(?![\w*])/g;
  let at = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > at) out.push(text.slice(at, match.index));
    const key = out.length;
    if (match[1] !== undefined)
      out.push(
        <code key={key} className="rounded bg-[var(--bg-subtle)] border border-[var(--border)] px-1 py-0.5 font-mono text-[0.9em]">
          {match[1]}
        </code>,
      );
    else if (match[2] !== undefined) out.push(<strong key={key}>{renderInline(match[2])}</strong>);
    else out.push(<em key={key}>{renderInline(match[3]!)}</em>);
    at = match.index + match[0].length;
  }
  if (at < text.length) out.push(text.slice(at));
  return out;
}

export function LessonMarkdown({ source, className }: { source: string; className?: string }) {
  return (
    <div className={className ?? 'flex flex-col gap-3 leading-relaxed'}>
      {parseBlocks(source).map((block, i) => {
        if (block.kind === 'code')
          return (
            <pre
              key={i}
              className="overflow-x-auto rounded-xl bg-[var(--bg-subtle)] border border-[var(--border)] p-4 font-mono text-sm leading-snug"
              tabIndex={0}
            >
              <code>{block.text}</code>
            </pre>
          );
        if (block.kind === 'p') return <p key={i}>{renderInline(block.lines.join(' '))}</p>;
        const List = block.kind;
        return (
          <List key={i} className={block.kind === 'ul' ? 'ml-6 list-disc space-y-1' : 'ml-6 list-decimal space-y-1'}>
            {block.items.map((item, j) => (
              <li key={j}>{renderInline(item)}</li>
            ))}
          </List>
        );
      })}
    </div>
  );
}

/** One line of Markdown (a step, a choice, a flashcard side): inline marks only, no blocks. */
export function InlineMarkdown({ text }: { text: string }) {
  if (text.includes('```') || text.includes('\n')) return <LessonMarkdown source={text} />;
  return <Fragment>{renderInline(text)}</Fragment>;
}
