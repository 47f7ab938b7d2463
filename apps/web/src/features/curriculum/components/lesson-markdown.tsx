import { Fragment, type ReactNode } from 'react';
import { parseBlocks, parseInline } from '@brainboost/domain/curriculum/lesson-markdown';

/** Inline spans as elements: nothing in the text can become markup. */
function Inline({ text }: { text: string }): ReactNode {
  return parseInline(text).map((span, i) => {
    if (span.kind === 'code')
      return (
        <code key={i} className="rounded border border-[var(--border)] bg-[var(--bg-subtle)] px-1 py-0.5 font-mono text-[0.9em]">
          {span.text}
        </code>
      );
    if (span.kind === 'strong') return <strong key={i}>{span.text}</strong>;
    if (span.kind === 'em') return <em key={i}>{span.text}</em>;
    return <Fragment key={i}>{span.text}</Fragment>;
  });
}

/** A lesson's Markdown (paragraphs, lists, fenced code) as React elements, never HTML. */
export function LessonMarkdown({ source, className }: { source: string; className?: string }) {
  return (
    <div className={className ?? 'flex flex-col gap-3 leading-relaxed'}>
      {parseBlocks(source).map((block, i) => {
        if (block.kind === 'code')
          return (
            <pre
              key={i}
              className="overflow-x-auto rounded-xl border border-[var(--border)] bg-[var(--bg-subtle)] p-4 font-mono text-sm leading-snug"
              tabIndex={0}
            >
              <code>{block.text}</code>
            </pre>
          );
        if (block.kind === 'p')
          return (
            <p key={i}>
              <Inline text={block.text} />
            </p>
          );
        const List = block.kind;
        return (
          <List key={i} className={block.kind === 'ul' ? 'ml-6 list-disc space-y-1' : 'ml-6 list-decimal space-y-1'}>
            {block.items.map((item, j) => (
              <li key={j}>
                <Inline text={item} />
              </li>
            ))}
          </List>
        );
      })}
    </div>
  );
}

/** One line of Markdown (a step, a choice, a flashcard side): inline marks only, unless it holds blocks. */
export function InlineMarkdown({ text }: { text: string }) {
  if (text.includes('```') || text.includes('\n')) return <LessonMarkdown source={text} />;
  return <Inline text={text} />;
}
