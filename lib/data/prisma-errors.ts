import { AppError } from "@/lib/errors/app-error";

/** Prisma's "record to update/delete not found" (a concurrent delete) becomes a 404. */
export function rethrowNotFound(message: string) {
  return (error: unknown): never => {
    if ((error as { code?: string } | null)?.code === "P2025") throw new AppError(404, message);
    throw error;
  };
}
