import { type RawBuilder, sql } from "kysely";

/** Escapes LIKE's wildcards (and the escape character, `!`) in text a person typed. */
export const likeEscaped = (text: string) => text.replace(/[!%_]/g, (c) => `!${c}`);

/** `lower(column) like '%needle%'`, the needle lower-cased and escaped: the same on SQLite and PostgreSQL. */
export const lowerContains = (column: string, needle: string): RawBuilder<boolean> =>
  sql<boolean>`lower(${sql.ref(column)}) like ${`%${likeEscaped(needle.toLowerCase())}%`} escape '!'`;
