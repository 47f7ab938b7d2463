const leadIns = [
  /^(please\s+)?(can you\s+)?(help me\s+)?/i,
  /^(solve|calculate|compute|evaluate|work out|find|what is|what's|whats|how much is)\s*(for\s+[a-z]\s*)?[:,]?\s*/i,
];

/** The question with polite lead-ins, a trailing question mark and "= ?" removed. */
export function stripLeadIn(text: string): string {
  let out = text.trim();
  for (const pattern of leadIns) out = out.replace(pattern, '');
  return out
    .replace(/\s*=\s*\?\s*$/, '')
    .replace(/[?.!]+\s*$/, '')
    .trim();
}
