import "server-only";
import { AppError } from "@/lib/api/route";
import { revalidateContent } from "@/lib/cache/revalidate";
import { getDb } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { isDataUrl, storeDataUrlImage } from "@/lib/media/store";
import type { CreateProjectInput, ListProjectsQuery, UpdateProjectInput } from "@/lib/validations/project";
import { recordActivity, type ActivityActor } from "./activity";
import { categoryAndSearch, NEWEST_FIRST, pageWindow } from "./content-list";
import { paginate, type Pagination } from "./pagination";
import { rethrowNotFound } from "./prisma-errors";
import { serializeProject, type ProjectDto } from "./serializers";
import { isUuid } from "./uuid";

/** Lists projects. publicOnly (anonymous callers) forces status published whatever was asked. */
export async function listProjects(
  query: ListProjectsQuery,
  { publicOnly }: { publicOnly: boolean },
): Promise<{ projects: ProjectDto[]; pagination: Pagination }> {
  const where: Prisma.ProjectWhereInput = {
    ...(publicOnly ? { status: "published" } : query.status ? { status: query.status } : {}),
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
  return { projects: rows.map(serializeProject), pagination: paginate(query.page, query.limit, total) };
}

/** A project by id, or a 404 AppError (also for drafts when publicOnly, and for non-uuid ids). */
export async function getProjectOrThrow(id: string, { publicOnly }: { publicOnly: boolean }): Promise<ProjectDto> {
  const db = await getDb();
  const row = isUuid(id) ? await db.project.findUnique({ where: { id } }) : null;
  if (!row || (publicOnly && row.status !== "published")) throw new AppError(404, "Project not found");
  return serializeProject(row);
}

export async function createProject(input: CreateProjectInput, actor: ActivityActor): Promise<ProjectDto> {
  const image = input.image && isDataUrl(input.image) ? (await storeDataUrlImage(input.image)).url : input.image;
  const db = await getDb();
  const row = await db.project.create({ data: { ...input, image } });
  await recordActivity({ actor, action: "created", entityType: "project", entityId: row.id, entityTitle: row.title });
  revalidateContent("project", row.id);
  return serializeProject(row);
}

/** Partial update: fields left out of the input keep their stored values. */
export async function updateProject(id: string, input: UpdateProjectInput, actor: ActivityActor): Promise<ProjectDto> {
  await getProjectOrThrow(id, { publicOnly: false });
  const data: Prisma.ProjectUpdateInput = { ...input };
  if (input.image && isDataUrl(input.image)) data.image = (await storeDataUrlImage(input.image)).url;
  const db = await getDb();
  const row = await db.project.update({ where: { id }, data }).catch(rethrowNotFound("Project not found"));
  await recordActivity({ actor, action: "updated", entityType: "project", entityId: row.id, entityTitle: row.title });
  revalidateContent("project", row.id, { removed: row.status !== "published" });
  return serializeProject(row);
}

export async function deleteProject(id: string, actor: ActivityActor): Promise<void> {
  const existing = await getProjectOrThrow(id, { publicOnly: false });
  const db = await getDb();
  await db.project.delete({ where: { id } }).catch(rethrowNotFound("Project not found"));
  await recordActivity({ actor, action: "deleted", entityType: "project", entityId: id, entityTitle: existing.title });
  revalidateContent("project", id, { removed: true });
}
