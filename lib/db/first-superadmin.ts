import { getEnv } from "@/lib/env";
import { adminPasswordProblem } from "@/lib/production-config";
import { connectPglite, connectPostgres } from "./connect";
import { migrate } from "./migrate";
import { createPrismaClient } from "./prisma";
import { createSuperadmin, hasSuperadmin } from "./seed";

export type FirstSuperadminOutcome =
  { created: true; username: string; email: string } | { created: false; reason: string };

/**
 * Creates the first superadmin from ADMIN_USERNAME / ADMIN_EMAIL and the given password, in the
 * database the server uses (DATABASE_URL, else the PGlite folder). Refuses when one exists: this
 * makes the first account, it never replaces an owner.
 */
export async function createFirstSuperadmin(password: string): Promise<FirstSuperadminOutcome> {
  const problem = adminPasswordProblem(password);
  if (problem) return { created: false, reason: problem };
  const env = getEnv();
  const connection = env.DATABASE_URL
    ? connectPostgres(env.DATABASE_URL, 1)
    : await connectPglite(env.PGLITE_DIR);
  const prisma = createPrismaClient(connection.adapter);
  try {
    await migrate(connection.sql);
    if (await hasSuperadmin(prisma)) {
      return {
        created: false,
        reason:
          "This site already has a superadmin; sign in as it, or use Forgot Password on /login.",
      };
    }
    await createSuperadmin(prisma, {
      username: env.ADMIN_USERNAME,
      email: env.ADMIN_EMAIL,
      password,
    });
    return { created: true, username: env.ADMIN_USERNAME, email: env.ADMIN_EMAIL };
  } finally {
    await prisma.$disconnect().catch(() => undefined);
    await connection.close().catch(() => undefined);
  }
}
