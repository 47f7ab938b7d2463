/** PostgreSQL's unique_violation: an insert lost to a row with the same key (a race past a check, a drawn code taken). */
export const isUniqueViolation = (err: unknown) => (err as { code?: string } | null)?.code === '23505';
