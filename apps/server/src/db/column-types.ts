import type { ColumnType } from 'kysely';

/** A timestamp column: read as a Date, written as a Date or ISO text. */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A JSON column: read as an object, written as JSON text. */
export type Json = ColumnType<Record<string, unknown>, string, string>;
