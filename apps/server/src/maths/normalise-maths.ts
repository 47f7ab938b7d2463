/** Full-width forms typed with a Chinese keyboard (０-９, ＋, （, ？) as their ASCII twins. */
export function halfWidth(text: string): string {
  return text
    .replace(/[\uFF01-\uFF5E]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/\u3000/g, ' ')
    .replace(/。/g, '.')
    .replace(/、/g, ',');
}

/** Unicode maths and typing habits turned into the plain text the parser reads. */
export function normaliseMath(text: string): string {
  return (
    halfWidth(text)
      .replace(/[×✕⋅·]/g, '*')
      .replace(/÷/g, '/')
      .replace(/[−–—]/g, '-')
      .replace(/²/g, '^2')
      .replace(/³/g, '^3')
      .replace(/√\s*\(/g, 'sqrt(')
      .replace(/√\s*(\d+(?:\.\d+)?|[a-z])/g, 'sqrt($1)')
      .replace(/π/g, 'pi')
      .replace(/\bln\b/g, 'log')
      .replace(/(\d),(\d{3})\b/g, '$1$2')
      // "0x" would be read as the start of a hexadecimal number.
      .replace(/(^|[^\d.])0x(?![0-9a-f])/gi, (_match, before: string) => `${before}0*x`)
      .replace(/\s+/g, ' ')
      .trim()
  );
}
