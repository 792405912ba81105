import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createProject, deleteProject, updateProject } from "@/lib/data/projects";
import { updateSiteSettings } from "@/lib/data/settings";
import {
  approveUser,
  changeUserRole,
  changeUserStatus,
  deleteUser,
  registerUser,
  unlockUser,
} from "@/lib/data/users";
import { createVideo, deleteVideo, updateVideo } from "@/lib/data/videos";
import { publishDuePosts } from "@/lib/jobs/publish-due";
import { createProjectSchema } from "@/lib/validations/project";
import { createVideoSchema } from "@/lib/validations/video";
import { createUser } from "../helpers/auth";
import { databaseKind, useTestDatabase } from "../helpers/db";

// Every write that leaves an activity entry commits together with it: when the database refuses
// the entry, the write is undone too, and a refused write leaves no entry.

const { getDb } = useTestDatabase();

const TABLES = ["projects", "videos", "site_settings", "users", "rate_limits", "activities"];

/** Every row of the tables these writes touch, as one comparable value. */
async function snapshot(): Promise<Record<string, string>> {
  const db = await getDb();
  const entries = await Promise.all(
    TABLES.map(async (table) => {
      const rows = await db.$queryRawUnsafe<{ rows: string | null }[]>(
        `SELECT string_agg(t::text, '|' ORDER BY t::text) AS rows FROM "${table}" t`,
      );
      return [table, rows[0]?.rows ?? ""] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** Makes the database refuse every insert into `table` (or delete, with `event`) until dropped. */
async function refuse(table: string, event: "INSERT" | "DELETE" = "INSERT"): Promise<void> {
  const db = await getDb();
  await db.$executeRawUnsafe(
    `CREATE TRIGGER refuse_write BEFORE ${event} ON "${table}" FOR EACH ROW EXECUTE FUNCTION refuse_write()`,
  );
  triggers.push(table);
}
const triggers: string[] = [];

beforeAll(async () => {
  // An unreachable YouTube: video writes keep what the editor typed, without waiting.
  process.env.YOUTUBE_OEMBED_URL = "http://127.0.0.1:9/oembed";
  delete process.env.YOUTUBE_API_KEY;
  const db = await getDb();
  await db.$executeRawUnsafe(
    `CREATE FUNCTION refuse_write() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused by the test'; END $$`,
  );
});
afterAll(() => {
  delete process.env.YOUTUBE_OEMBED_URL;
});
afterEach(async () => {
  const db = await getDb();
  while (triggers.length)
    await db.$executeRawUnsafe(`DROP TRIGGER refuse_write ON "${triggers.pop()}"`);
});

const actor = { id: "00000000-0000-4000-8000-000000000001", username: "editor" };
const projectInput = () =>
  createProjectSchema.parse({
    title: "A project",
    description: "About it",
    category: "Branded Content",
    client: "Client",
  });
const videoInput = () =>
  createVideoSchema.parse({
    title: "A video",
    description: "About it",
    category: "Branded Content",
    url: "https://www.youtube.com/watch?v=AAAAAAAAAAA",
  });
const settingsInput = {
  siteName: "Refused name",
  siteDescription: "Never saved",
  theme: "light" as const,
  maxFileSize: 7,
  timezone: "Europe/London" as const,
  emailNotifications: false,
  autoApprove: false,
};

type Case = [name: string, prepare: () => Promise<() => Promise<unknown>>];

const cases: Case[] = [
  ["creating a project", async () => () => createProject(projectInput(), actor)],
  [
    "updating a project",
    async () => {
      const { _id } = await createProject(projectInput(), actor);
      return () => updateProject(_id, { title: "Renamed" }, actor);
    },
  ],
  [
    "deleting a project",
    async () => {
      const { _id } = await createProject(projectInput(), actor);
      return () => deleteProject(_id, actor);
    },
  ],
  ["creating a video", async () => () => createVideo(videoInput(), actor)],
  [
    "updating a video",
    async () => {
      const { _id } = await createVideo(videoInput(), actor);
      return () => updateVideo(_id, { title: "Renamed" }, actor);
    },
  ],
  [
    "deleting a video",
    async () => {
      const { _id } = await createVideo(videoInput(), actor);
      return () => deleteVideo(_id, actor);
    },
  ],
  ["saving the settings", async () => () => updateSiteSettings(settingsInput, actor)],
  [
    "registering",
    async () => () =>
      registerUser({
        username: `new_${Date.now()}`,
        email: `new${Date.now()}@example.test`,
        password: "Correct-Horse-42!",
      }),
  ],
  [
    "approving a user",
    async () => {
      const user = await createUser({ role: "pending" });
      return () => approveUser(user.id, "admin", actor);
    },
  ],
  [
    "changing a role",
    async () => {
      const user = await createUser({ role: "user" });
      return () => changeUserRole(user.id, "admin", actor);
    },
  ],
  [
    "changing a status",
    async () => {
      const user = await createUser({ role: "user" });
      return () => changeUserStatus(user.id, "suspended", actor);
    },
  ],
  [
    "deleting a user",
    async () => {
      const user = await createUser({ role: "user" });
      return () => deleteUser(user.id, actor);
    },
  ],
  [
    "unlocking an account",
    async () => {
      const user = await createUser({ role: "user" });
      const db = await getDb();
      await db.rateLimit.create({
        data: {
          key: `login:acct:${user.username.toLowerCase()}`,
          count: 99,
          resetAt: new Date(Date.now() + 60_000),
        },
      });
      return () => unlockUser(user.id, actor);
    },
  ],
  [
    "publishing a scheduled post",
    async () => {
      await publishDuePosts(); // leaves only this case's post due
      const db = await getDb();
      await db.project.create({
        data: { ...projectInput(), publishAt: new Date(Date.now() - 1_000) },
      });
      return async () => {
        const published = await publishDuePosts();
        if (published.length === 0) throw new Error("nothing was published");
      };
    },
  ],
];

describe(`writes and their activity entries (${databaseKind()})`, () => {
  it.each(cases)("%s stores nothing when its activity entry is refused", async (_name, prepare) => {
    const act = await prepare();
    const before = await snapshot();
    await refuse("activities");
    await expect(act()).rejects.toThrow();
    expect(await snapshot()).toEqual(before);
  });

  it.each(cases)(
    "%s stores the write and its entry together once the entry is accepted",
    async (_name, prepare) => {
      const act = await prepare();
      const db = await getDb();
      const entries = await db.activity.count();
      await act();
      expect(await db.activity.count()).toBe(entries + 1);
    },
  );

  it("records no activity entry when the write itself is refused", async () => {
    const { _id } = await createProject(projectInput(), actor);
    const before = await snapshot();
    await refuse("projects", "DELETE");
    await expect(deleteProject(_id, actor)).rejects.toThrow();
    expect(await snapshot()).toEqual(before);
  });
});
