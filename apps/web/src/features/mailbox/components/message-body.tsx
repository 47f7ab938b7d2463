import { Fragment } from 'react';

const urlPattern = /(https?:\/\/[^\s<>"]+)/g;

/** A plain-text message with its links clickable (text only: nothing in the body is rendered as HTML). */
export function MessageBody({ text }: { text: string }) {
  return (
    <p className="text-sm break-words whitespace-pre-wrap">
      {text.split(urlPattern).map((part, i) =>
        i % 2 === 1 ? (
          <a key={i} href={part} className="font-medium break-all text-brand-700 underline dark:text-brand-200">
            {part}
          </a>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </p>
  );
}
