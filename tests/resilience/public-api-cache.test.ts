import { afterAll, beforeAll, expect, it } from "vitest";
import { startApp, type App } from "./support/app";
import { call, loginSuperadmin } from "./support/http";

// Anonymous reads of the public API come from the tagged data cache the pages use: a change
// made behind the app's back (straight SQL, no revalidation) is not seen by them, a change
// saved through the app (which expires the tags) is seen at once, drafts never enter the
// cache, and signed-in staff keep reading live data, drafts included.

type Project = { _id: string; title: string; status: string };
type Video = { _id: string; title: string; status: string };

let app: App;
let base: string;
let staff: string;

beforeAll(async () => {
  app = await startApp({ name: "public-api-cache" });
  base = app.servers[0]!.url;
  staff = await loginSuperadmin(base);
  // Starting a production server and seeding a fresh database can be slow on a busy machine.
}, 240_000);

afterAll(async () => {
  await app?.stop();
});

async function json<T>(path: string, cookie?: string): Promise<T> {
  const answer = await call(base, path, { cookie });
  expect(answer.status, `${path}: ${answer.body}`).toBe(200);
  return answer.json as T;
}

async function save(path: string, body: unknown): Promise<void> {
  const answer = await call(base, path, {
    method: "PUT",
    json: body,
    cookie: staff,
    address: "10.200.0.1",
  });
  expect(answer.status, answer.body).toBe(200);
}

it("answers anonymous project reads from the cache until a save expires it", async () => {
  const [target] = await app.sql<{ id: string; title: string }>(
    `SELECT id, title FROM projects WHERE status = 'published' ORDER BY created_at DESC LIMIT 1`,
  );
  // A save through the API expires the tags, so the next anonymous read fills the cache from this database.
  await save(`/api/projects/${target!.id}`, { title: "Cached Title" });
  expect(
    (await json<{ projects: Project[] }>("/api/projects")).projects.map((p) => p.title),
  ).toContain("Cached Title");
  expect((await json<Project>(`/api/projects/${target!.id}`)).title).toBe("Cached Title");

  // Behind the app's back: the cached answers stay, staff see the database.
  await app.sql(`UPDATE projects SET title = 'Changed In SQL' WHERE id = $1`, [target!.id]);
  const list = await json<{ projects: Project[] }>("/api/projects");
  expect(list.projects.map((p) => p.title)).toContain("Cached Title");
  expect(list.projects.map((p) => p.title)).not.toContain("Changed In SQL");
  expect((await json<Project>(`/api/projects/${target!.id}`)).title).toBe("Cached Title");
  expect((await json<Project>(`/api/projects/${target!.id}`, staff)).title).toBe("Changed In SQL");

  // Saved through the app: seen at once, in the list and the item.
  await save(`/api/projects/${target!.id}`, { title: "Saved Title" });
  expect(
    (await json<{ projects: Project[] }>("/api/projects")).projects.map((p) => p.title),
  ).toContain("Saved Title");
  expect((await json<Project>(`/api/projects/${target!.id}`)).title).toBe("Saved Title");
});

it("never lets a draft into the anonymous answers, while staff see it", async () => {
  const [target] = await app.sql<{ id: string }>(
    `SELECT id FROM projects WHERE status = 'published' LIMIT 1`,
  );
  await save(`/api/projects/${target!.id}`, { status: "draft", title: "Now A Draft" });
  const anonymous = await json<{ projects: Project[] }>("/api/projects?status=draft");
  expect(anonymous.projects.map((p) => p._id)).not.toContain(target!.id);
  expect(anonymous.projects.every((p) => p.status === "published")).toBe(true);
  expect((await call(base, `/api/projects/${target!.id}`)).status).toBe(404);
  const asStaff = await json<{ projects: Project[] }>("/api/projects?status=draft", staff);
  expect(asStaff.projects.map((p) => p._id)).toContain(target!.id);
  expect((await json<Project>(`/api/projects/${target!.id}`, staff)).status).toBe("draft");
});

it("answers anonymous video reads from the cache until a save expires it", async () => {
  const [target] = await app.sql<{ id: string }>(
    `SELECT id FROM videos WHERE status = 'active' LIMIT 1`,
  );
  await save(`/api/videos/${target!.id}`, { title: "Cached Video" });
  expect((await json<{ videos: Video[] }>("/api/videos")).videos.map((v) => v.title)).toContain(
    "Cached Video",
  );
  expect((await json<Video>(`/api/videos/${target!.id}`)).title).toBe("Cached Video");
  await app.sql(`UPDATE videos SET title = 'Video Changed In SQL' WHERE id = $1`, [target!.id]);
  expect((await json<{ videos: Video[] }>("/api/videos")).videos.map((v) => v.title)).toContain(
    "Cached Video",
  );
  expect((await json<Video>(`/api/videos/${target!.id}`)).title).toBe("Cached Video");
  await save(`/api/videos/${target!.id}`, { status: "draft" });
  expect((await json<{ videos: Video[] }>("/api/videos")).videos.map((v) => v._id)).not.toContain(
    target!.id,
  );
  expect((await call(base, `/api/videos/${target!.id}`)).status).toBe(404);
});
