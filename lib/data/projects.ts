import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { revalidateContent } from "@/lib/cache/revalidate";
import { getDb } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { isDataUrl, storeDataUrlImage } from "@/lib/media/store";
import type {
  CreateProjectInput,
  ListProjectsQuery,
  UpdateProjectInput,
} from "@/lib/validations/project";
import { writeWithActivity, type ActivityActor } from "./activity";
import { categoryAndSearch, NEWEST_FIRST, pageWindow } from "./content-list";
import { paginate, type Pagination } from "./pagination";
import { futurePublishTime } from "./publish-schedule";
import { rethrowNotFound } from "./prisma-errors";
import { serializeProject, type ProjectDto } from "./serializers";
import { isUuid } from "./uuid";

/**
 * Lists projects of any status, for staff. Anonymous callers read the cached public list instead
 * (listPublicProjects in ./public-content).
 */
export async function listProjects(
  query: ListProjectsQuery,
): Promise<{ projects: ProjectDto[]; pagination: Pagination }> {
  const where: Prisma.ProjectWhereInput = {
    ...(query.status ? { status: query.status } : {}),
    ...categoryAndSearch(query),
  };
  const db = await getDb();
  const [total, rows] = await Promise.all([
    db.project.count({ where }),
    db.project.findMany({
      where,
      orderBy: NEWEST_FIRST,
      ...pageWindow(query),
    }),
  ]);
  return {
    projects: rows.map(serializeProject),
    pagination: paginate(query.page, query.limit, total),
  };
}

/** A project of any status by id, or a 404 AppError (also for non-uuid ids). */
export async function getProjectOrThrow(id: string): Promise<ProjectDto> {
  const db = await getDb();
  const row = isUuid(id) ? await db.project.findUnique({ where: { id } }) : null;
  if (!row) throw new AppError(404, "Project not found");
  return serializeProject(row);
}

export async function createProject(
  input: CreateProjectInput,
  actor: ActivityActor,
): Promise<ProjectDto> {
  const image =
    input.image && isDataUrl(input.image)
      ? (await storeDataUrlImage(input.image)).url
      : input.image;
  const row = await writeWithActivity(
    (tx) =>
      tx.project.create({
        data: { ...input, image, publishAt: futurePublishTime(input.publishAt) },
      }),
    (created) => ({
      actor,
      action: "created",
      entityType: "project",
      entityId: created.id,
      entityTitle: created.title,
    }),
  );
  revalidateContent("project", row.id);
  return serializeProject(row);
}

/** Partial update: fields left out of the input keep their stored values. */
export async function updateProject(
  id: string,
  input: UpdateProjectInput,
  actor: ActivityActor,
): Promise<ProjectDto> {
  await getProjectOrThrow(id);
  const data: Prisma.ProjectUpdateInput = {
    ...input,
    publishAt: futurePublishTime(input.publishAt),
  };
  if (input.image && isDataUrl(input.image))
    data.image = (await storeDataUrlImage(input.image)).url;
  const row = await writeWithActivity(
    (tx) => tx.project.update({ where: { id }, data }).catch(rethrowNotFound("Project not found")),
    (updated) => ({
      actor,
      action: "updated",
      entityType: "project",
      entityId: updated.id,
      entityTitle: updated.title,
    }),
  );
  revalidateContent("project", row.id, { removed: row.status !== "published" });
  return serializeProject(row);
}

export async function deleteProject(id: string, actor: ActivityActor): Promise<void> {
  const existing = await getProjectOrThrow(id);
  await writeWithActivity(
    (tx) => tx.project.delete({ where: { id } }).catch(rethrowNotFound("Project not found")),
    () => ({
      actor,
      action: "deleted",
      entityType: "project",
      entityId: id,
      entityTitle: existing.title,
    }),
  );
  revalidateContent("project", id, { removed: true });
}
