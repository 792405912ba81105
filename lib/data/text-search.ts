// PostgreSQL's LIKE/ILIKE (what Prisma's `contains` compiles to) reads `%` and `_` as wildcards
// and `\` as its escape character; a visitor's search means the characters themselves.
const LIKE_SPECIAL = /[\\%_]/g;

export function escapeLikePattern(text: string): string {
  return text.replace(LIKE_SPECIAL, (char) => `\\${char}`);
}

/** A case-insensitive "contains this text" filter that matches `%`, `_` and `\` literally. */
export function containsText(text: string) {
  return { contains: escapeLikePattern(text), mode: "insensitive" as const };
}
