/**
 * Column conventions shared by every table type: timestamps are ISO-8601 UTC strings and booleans are 0/1
 * integers on both dialects (see sql-values.ts), so query code never branches on the database.
 */
export type Timestamp = string;
export type Flag = number;
