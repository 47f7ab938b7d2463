import type { TranscriptTurn } from '@brainboost/domain/schemas/translator';

export type TranscriptLabels = {
  title: string;
  /** The speaker's lane and language, e.g. "Person A (English)". */
  speaker: (turn: TranscriptTurn) => string;
  /** "Translated by the phrasebook", "… by Apertium (approximate)". */
  engine: (turn: TranscriptTurn) => string;
  /** The language a translation is in, e.g. "Spanish". */
  language: (code: TranscriptTurn['to']) => string;
};

/** The transcript as plain text for the .txt download: each turn as said, then its translation and who translated it. */
export function transcriptText(turns: readonly TranscriptTurn[], labels: TranscriptLabels): string {
  const blocks = turns.map((turn) =>
    [`${labels.speaker(turn)}: ${turn.text}`, `→ ${labels.language(turn.to)}: ${turn.translation}`, `   (${labels.engine(turn)})`].join(
      '\n',
    ),
  );
  return `${labels.title}\n${'='.repeat(Math.max(3, labels.title.length))}\n\n${blocks.join('\n\n')}\n`;
}

/** A file name from the title: letters and digits of any script kept, the rest dashes. */
export function transcriptFileName(title: string): string {
  const slug = title
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'transcript'}.txt`;
}

/** Starts the browser's download of `text` as a UTF-8 file. */
export function downloadText(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
