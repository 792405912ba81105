import { PrismaClient } from "@/lib/generated/prisma/client";
import type { DatabaseConnection } from "./connect";

export function createPrismaClient(adapter: DatabaseConnection["adapter"]) {
  return new PrismaClient({
    adapter,
    // Password hashes never leave lib/auth: they must be selected explicitly.
    omit: { user: { passwordHash: true } },
    transactionOptions: { maxWait: 10_000, timeout: 15_000 },
  });
}

/** The app's Prisma client type (with the password hash omitted by default). */
export type Db = ReturnType<typeof createPrismaClient>;
/** The client handed to an interactive transaction's callback. */
export type DbTransaction = Parameters<Parameters<Db["$transaction"]>[0]>[0];
