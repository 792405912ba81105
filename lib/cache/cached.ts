import { unstable_cache } from "next/cache";

/**
 * unstable_cache with tags, for reads behind the static public pages. Results must be plain JSON
 * (the cache serialises them): pass serialised DTOs, never Prisma rows.
 * Outside a Next request context (vitest, scripts) there is no incremental cache and Next throws
 * "incrementalCache missing"; the read then simply runs uncached.
 */
export function cached<Args extends unknown[], Result>(
  fn: (...args: Args) => Promise<Result>,
  keyParts: string[],
  tags: (...args: Args) => string[],
  revalidate: number | false = 3600,
): (...args: Args) => Promise<Result> {
  return async (...args: Args) => {
    const wrapped = unstable_cache(() => fn(...args), [...keyParts, JSON.stringify(args)], {
      tags: tags(...args),
      revalidate,
    });
    try {
      return await wrapped();
    } catch (error) {
      if (error instanceof Error && error.message.includes("incrementalCache missing")) return fn(...args);
      throw error;
    }
  };
}
