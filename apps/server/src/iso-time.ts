/** A stored time as the API's ISO string (UTC, milliseconds, `Z`); a missing one stays null. */
export function iso(value: Date | string): string;
export function iso(value: Date | string | null): string | null;
export function iso(value: Date | string | null): string | null {
  return value ? new Date(value).toISOString() : null;
}
