import { actorOf, getStaffViewer, searchParamsOf } from "@/lib/api/content-access";
import { NO_STORE, jsonResponse } from "@/lib/api/route";
import { apiRoute, readJson } from "@/lib/api/route";
import { parseInput } from "@/lib/validations/parse-input";
import { requireViewer } from "@/lib/auth/viewer";
import { createProject, listProjects } from "@/lib/data/projects";
import { listPublicProjects } from "@/lib/data/public-content";
import { createProjectSchema, listProjectsQuerySchema } from "@/lib/validations/project";

// GET /api/projects - list projects (anonymous: published only; staff: any status, search, pages)
export const GET = apiRoute(async (request) => {
  const query = parseInput(listProjectsQuerySchema, searchParamsOf(request));
  const staff = await getStaffViewer(request);
  // Staff read live data, drafts included; everyone else the cached public list the pages use.
  const body = staff ? await listProjects(query) : await listPublicProjects(query);
  return jsonResponse(body, { headers: NO_STORE });
});

// POST /api/projects - create a project (posts:write)
export const POST = apiRoute(async (request) => {
  const viewer = await requireViewer(request, "posts:write");
  const input = await readJson(request, createProjectSchema, 20_000_000);
  return jsonResponse(await createProject(input, actorOf(viewer)), { status: 201 });
});
