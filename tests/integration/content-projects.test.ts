import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { revalidatePath, revalidateTag } from "next/cache";
import { GET as listRoute, POST as createRoute } from "@/app/api/projects/route";
import {
  DELETE as deleteRoute,
  GET as getRoute,
  PUT as updateRoute,
} from "@/app/api/projects/[id]/route";
import { getPublicProject, listPublishedProjects } from "@/lib/data/public-content";
import { databaseKind, useTestDatabase } from "../helpers/db";
import { createUser, signIn, signedInAs } from "../helpers/auth";
import { getRequest, idContext, jsonRequest } from "../helpers/requests";

// Spies on Next's cache API: the real revalidateContent runs and tells us which tags it marked.
const { getDb } = useTestDatabase();
let staff: string;
let pending: string;

beforeAll(async () => {
  staff = (await signedInAs("user")).cookie;
  // A pending account cannot sign in; its session, if it had one, would count as anonymous.
  const waiting = await createUser({ role: "pending" });
  await expect(signIn(waiting.username)).rejects.toThrow();
  pending = "next-auth.session-token=not-a-session";
  const db = await getDb();
  await db.project.deleteMany();
});

beforeEach(() => {
  vi.mocked(revalidateTag).mockClear();
  vi.mocked(revalidatePath).mockClear();
});

afterAll(() => vi.restoreAllMocks());

const valid = {
  title: "Night Market",
  description: "A street-food IP shot after dark.",
  keywords: ["food", " night ", ""],
  category: "Intellectual Properties",
  client: "Lantern Foods",
  image: "https://cdn.example.com/night.png",
};

async function create(body: Record<string, unknown> = {}) {
  const response = await createRoute(
    jsonRequest("/api/projects", "POST", { ...valid, ...body }, staff),
    undefined,
  );
  expect(response.status).toBe(201);
  return (await response.json()) as Record<string, unknown> & { _id: string };
}

describe(`projects API (${databaseKind()})`, () => {
  it("creates a project in the API shape, records the activity and revalidates its pages", async () => {
    const project = await create();
    expect(project).toMatchObject({
      title: "Night Market",
      keywords: ["food", "night"],
      status: "published",
      client: "Lantern Foods",
      image: "https://cdn.example.com/night.png",
    });
    expect(new Date(project.createdAt as string).toISOString()).toBe(project.createdAt);
    const tags = vi
      .mocked(revalidateTag)
      .mock.calls.map(([tag, profile]) => `${tag}|${JSON.stringify(profile)}`);
    expect(tags).toEqual(
      expect.arrayContaining([
        'projects|{"expire":0}',
        'home|{"expire":0}',
        'gallery|{"expire":0}',
        `project:${project._id}|{"expire":0}`,
      ]),
    );
    // Tags reach every page that shows the project; paths would also drop the last-good copies.
    expect(vi.mocked(revalidatePath)).not.toHaveBeenCalled();
    const db = await getDb();
    const activity = await db.activity.findFirstOrThrow({ where: { entityId: project._id } });
    expect(activity).toMatchObject({
      action: "created",
      entityType: "project",
      entityTitle: "Night Market",
    });
    expect(activity.actorName).toMatch(/^user_/);
  });

  it("accepts keywords as the form's comma-separated text", async () => {
    const project = await create({ keywords: "a, b ,,c" });
    expect(project.keywords).toEqual(["a", "b", "c"]);
  });

  it.each([
    [{ title: "" }, "title", "Title is required"],
    [{ title: undefined }, "title", "Title is required"],
    [{ description: "   " }, "description", "Description is required"],
    [{ client: "" }, "client", "Client is required"],
    [
      { category: "Cooking" },
      "category",
      "Category must be one of: Branded Content, Celebrity Engagement, Sponsorships, Intellectual Properties, Digital Marketing Solutions",
    ],
    [{ status: "active" }, "status", "Status must be one of: draft, published"],
    [
      { image: "javascript:alert(1)" },
      "image",
      "Image must be an https URL, a path on this site or an uploaded image",
    ],
    [
      { image: "http://insecure.example/x.png" },
      "image",
      "Image must be an https URL, a path on this site or an uploaded image",
    ],
    [{ keywords: 5 }, "keywords", "Keywords must be a list of text"],
    [{ title: "x".repeat(201) }, "title", "Title must be at most 200 characters"],
    [{ extra: 1 }, "", 'Unrecognized key: "extra"'],
  ])("refuses %j with 400: %s → %s", async (patch, path, msg) => {
    const response = await createRoute(
      jsonRequest("/api/projects", "POST", { ...valid, ...patch }, staff),
      undefined,
    );
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body).toMatchObject({ error: "Validation failed" });
    expect(body.details).toContainEqual({ path: path || "body", msg });
  });

  it("answers malformed JSON with 400, not 500", async () => {
    const response = await createRoute(
      jsonRequest("/api/projects", "POST", "{nope", staff),
      undefined,
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: "Malformed JSON body" });
  });

  it("requires a signed-in writer for create, update and delete", async () => {
    const project = await create();
    const anonymous = [
      await createRoute(jsonRequest("/api/projects", "POST", valid), undefined),
      await updateRoute(
        jsonRequest(`/api/projects/${project._id}`, "PUT", { title: "x" }),
        idContext(project._id),
      ),
      await deleteRoute(
        jsonRequest(`/api/projects/${project._id}`, "DELETE", {}),
        idContext(project._id),
      ),
    ];
    for (const response of anonymous) {
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ error: "Authentication required" });
    }
  });

  it("shows anonymous callers only published projects, whatever status they ask for", async () => {
    const draft = await create({ title: "Secret Draft", status: "draft" });
    const published = await create({ title: "Open Project" });
    for (const query of ["", "?status=draft", "?status=published"]) {
      const body = await (await listRoute(getRequest(`/api/projects${query}`), undefined)).json();
      const ids = body.projects.map((p: { _id: string }) => p._id);
      expect(ids).toContain(published._id);
      expect(ids).not.toContain(draft._id);
    }
    const asPending = await (
      await listRoute(getRequest("/api/projects?status=draft", pending), undefined)
    ).json();
    expect(asPending.projects.map((p: { _id: string }) => p._id)).not.toContain(draft._id);
    const byId = await getRoute(getRequest(`/api/projects/${draft._id}`), idContext(draft._id));
    expect(byId.status).toBe(404);
    expect(await byId.json()).toMatchObject({ error: "Project not found" });
    expect(await getPublicProject(draft._id)).toBeNull();
    expect((await listPublishedProjects()).map((p) => p._id)).not.toContain(draft._id);
  });

  it("filters, searches and pages the public list as the database does, published only", async () => {
    await create({
      title: "Public Okapi One",
      category: "Sponsorships",
      description: "An okapi campaign.",
    });
    await create({
      title: "Public Okapi Two",
      category: "Branded Content",
      description: "Street-food okapi.",
    });
    await create({
      title: "Hidden Okapi",
      category: "Sponsorships",
      status: "draft",
      description: "A hidden okapi.",
    });
    const ids = async (query: string, cookie?: string) =>
      (
        (await (
          await listRoute(getRequest(`/api/projects${query}`, cookie), undefined)
        ).json()) as { projects: { _id: string }[] }
      ).projects.map((p) => p._id);
    for (const query of [
      "?search=oKAPI",
      "?search=street-FOOD",
      "?search=street-FOOD&category=Branded%20Content",
      "?category=Sponsorships",
      "?page=2&limit=2",
      "?page=9&limit=100",
    ]) {
      expect(await ids(query), query).toEqual(await ids(`${query}&status=published`, staff));
    }
    const page = await (
      await listRoute(getRequest("/api/projects?page=2&limit=2"), undefined)
    ).json();
    const db = await getDb();
    const total = await db.project.count({ where: { status: "published" } });
    expect(page.pagination).toEqual({ page: 2, limit: 2, total, pages: Math.ceil(total / 2) });
  });

  it("shows staff every status, with filters, search and pagination", async () => {
    const draft = await create({
      title: "Staff Draft Zebra",
      status: "draft",
      category: "Sponsorships",
    });
    const drafts = await (
      await listRoute(getRequest("/api/projects?status=draft", staff), undefined)
    ).json();
    expect(drafts.projects.every((p: { status: string }) => p.status === "draft")).toBe(true);
    expect(drafts.projects.map((p: { _id: string }) => p._id)).toContain(draft._id);
    const searched = await (
      await listRoute(getRequest("/api/projects?search=zEBRA", staff), undefined)
    ).json();
    expect(searched.projects.map((p: { _id: string }) => p._id)).toEqual([draft._id]);
    const byDescription = await (
      await listRoute(
        getRequest("/api/projects?search=STREET-FOOD&category=Sponsorships", staff),
        undefined,
      )
    ).json();
    expect(byDescription.projects.map((p: { _id: string }) => p._id)).toEqual([draft._id]);
    const db = await getDb();
    const total = await db.project.count();
    const page = await (
      await listRoute(getRequest("/api/projects?page=2&limit=2", staff), undefined)
    ).json();
    expect(page.pagination).toEqual({ page: 2, limit: 2, total, pages: Math.ceil(total / 2) });
    expect(page.projects).toHaveLength(2);
    const one = await getRoute(
      getRequest(`/api/projects/${draft._id}`, staff),
      idContext(draft._id),
    );
    expect(one.status).toBe(200);
    expect(await one.json()).toMatchObject({ _id: draft._id, status: "draft" });
  });

  it.each([
    ["?status=archived", "Status must be one of: draft, published"],
    [
      "?category=Nope",
      "Category must be one of: Branded Content, Celebrity Engagement, Sponsorships, Intellectual Properties, Digital Marketing Solutions",
    ],
    ["?page=0", "Page must be at least 1"],
    ["?limit=500", "Limit must be between 1 and 100"],
  ])("refuses the list query %s with 400", async (query, msg) => {
    const response = await listRoute(getRequest(`/api/projects${query}`), undefined);
    expect(response.status).toBe(400);
    expect((await response.json()).details[0].msg).toBe(msg);
  });

  it("updates only the fields sent and keeps the others", async () => {
    const project = await create({ status: "draft", keywords: ["keep", "these"] });
    const response = await updateRoute(
      jsonRequest(`/api/projects/${project._id}`, "PUT", { title: "Renamed" }, staff),
      idContext(project._id),
    );
    expect(response.status).toBe(200);
    const updated = await response.json();
    expect(updated).toMatchObject({
      title: "Renamed",
      status: "draft",
      keywords: ["keep", "these"],
      client: "Lantern Foods",
      description: valid.description,
      image: valid.image,
    });
    expect(vi.mocked(revalidateTag)).toHaveBeenCalledWith(`project:${project._id}`, { expire: 0 });
    const db = await getDb();
    expect(await db.activity.count({ where: { entityId: project._id, action: "updated" } })).toBe(
      1,
    );
  });

  it("answers 404 JSON for unknown and malformed ids", async () => {
    const missing = "00000000-0000-4000-8000-000000000000";
    for (const id of [missing, "not-a-uuid"]) {
      expect((await getRoute(getRequest(`/api/projects/${id}`, staff), idContext(id))).status).toBe(
        404,
      );
      const put = await updateRoute(
        jsonRequest(`/api/projects/${id}`, "PUT", { title: "x" }, staff),
        idContext(id),
      );
      expect(put.status).toBe(404);
      expect(await put.json()).toMatchObject({ error: "Project not found" });
      expect(
        (await deleteRoute(jsonRequest(`/api/projects/${id}`, "DELETE", {}, staff), idContext(id)))
          .status,
      ).toBe(404);
    }
  });

  it("deletes a project, records it and revalidates", async () => {
    const project = await create();
    const response = await deleteRoute(
      jsonRequest(`/api/projects/${project._id}`, "DELETE", {}, staff),
      idContext(project._id),
    );
    expect(response.status).toBe(200);
    expect(
      (await getRoute(getRequest(`/api/projects/${project._id}`, staff), idContext(project._id)))
        .status,
    ).toBe(404);
    const db = await getDb();
    expect(
      await db.activity.findFirst({ where: { entityId: project._id, action: "deleted" } }),
    ).toMatchObject({ entityTitle: "Night Market" });
    expect(vi.mocked(revalidateTag)).toHaveBeenCalledWith("projects", { expire: 0 });
  });
});
