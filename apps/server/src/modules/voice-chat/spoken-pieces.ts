/** A piece longer than this is sent at its last space even without a sentence end (a long clause, a list). */
export const maxPieceLength = 160;

const terminators = /[.!?…]/;
// Chinese and Japanese sentence ends need no space after them.
const wideTerminators = /[。！？]/;

/**
 * Cuts a model's streamed words into pieces worth screening and speaking: whole sentences, or a
 * long clause cut at a space. `push` returns the pieces completed by the new text; `rest` the
 * text still waiting when the stream ends.
 */
export function createSpokenPieces() {
  let buffer = '';
  function take(): string | null {
    for (let i = 0; i < buffer.length; i++) {
      const char = buffer[i]!;
      const ends =
        wideTerminators.test(char) || char === '\n' || (terminators.test(char) && i + 1 < buffer.length && /\s/.test(buffer[i + 1]!));
      if (ends) return cut(i + 1);
    }
    if (buffer.length <= maxPieceLength) return null;
    const space = buffer.lastIndexOf(' ', maxPieceLength);
    return cut(space > 0 ? space + 1 : maxPieceLength);
  }
  function cut(at: number) {
    // Spaces after a sentence end belong to the piece that ends it.
    while (at < buffer.length && buffer[at] === ' ') at += 1;
    const piece = buffer.slice(0, at);
    buffer = buffer.slice(at);
    return piece;
  }
  return {
    push(text: string): string[] {
      buffer += text;
      const pieces: string[] = [];
      for (let piece = take(); piece !== null; piece = take()) pieces.push(piece);
      return pieces;
    },
    rest(): string {
      const last = buffer;
      buffer = '';
      return last;
    },
  };
}
