import { beforeAll, describe, expect, it } from "vitest";
import { GET as listProjects } from "@/app/api/projects/route";
import { GET as listUsers } from "@/app/api/users/route";
import { GET as listVideos } from "@/app/api/videos/route";
import { escapeLikePattern } from "@/lib/data/text-search";
import { databaseKind, useTestDatabase } from "../helpers/db";
import { createUser, signedInAs } from "../helpers/auth";
import { getRequest } from "../helpers/requests";

const { getDb } = useTestDatabase();
let admin = "";

// Each search would also match the plain rows if `%`, `_` or `\` reached LIKE as a wildcard.
const SPECIAL = ["100%", "snake_case", "back\\slash"];
const PLAIN = ["plainwords", "abcdef", "xyzzy"];
const SEARCHES = ["%", "_", "\\", "0%", "e_c", "k\\s"];

beforeAll(async () => {
  admin = (await signedInAs("admin")).cookie;
  const db = await getDb();
  for (const word of [...SPECIAL, ...PLAIN]) {
    await createUser({ username: `Lit ${word}`, email: `lit.${word}@search.test` });
    const data = {
      title: `Search ${word}`,
      description: "d",
      category: "Branded Content",
      keywords: [],
    };
    await db.project.create({ data: { ...data, client: "c", status: "published" } });
    await db.video.create({
      data: { ...data, url: "https://youtu.be/AAAAAAAAAAA", status: "active" },
    });
  }
});

const includes = (haystack: string, needle: string) =>
  haystack.toLowerCase().includes(needle.toLowerCase());

async function listed(route: typeof listUsers, path: string, cookie?: string): Promise<string[]> {
  const response = await route(getRequest(path, cookie), undefined);
  expect(response.status).toBe(200);
  const body = (await response.json()) as Record<string, { _id: string }[]>;
  return (body.users ?? body.videos ?? body.projects ?? []).map((item) => item._id).sort();
}

describe(`searches take %, _ and \\ literally (${databaseKind()})`, () => {
  it("escapes the LIKE wildcards and the escape character", () => {
    expect(escapeLikePattern("50%_off\\now")).toBe("50\\%\\_off\\\\now");
  });

  it.each(SEARCHES)(
    "users: search=%s finds exactly the names and e-mails containing it",
    async (search) => {
      const db = await getDb();
      const expected = (await db.user.findMany())
        .filter((user) => includes(user.username, search) || includes(user.email, search))
        .map((user) => user.id)
        .sort();
      expect(expected.length).toBeGreaterThan(0);
      expect(
        await listed(listUsers, `/api/users?limit=100&search=${encodeURIComponent(search)}`, admin),
      ).toEqual(expected);
    },
  );

  it.each(SEARCHES)(
    "projects and videos, staff and anonymous: search=%s finds exactly the texts containing it",
    async (search) => {
      const db = await getDb();
      const matches = (rows: { id: string; title: string; description: string }[]) =>
        rows
          .filter((row) => includes(row.title, search) || includes(row.description, search))
          .map((row) => row.id)
          .sort();
      const query = `?limit=100&search=${encodeURIComponent(search)}`;
      const projects = matches(await db.project.findMany());
      const videos = matches(await db.video.findMany());
      expect(projects.length).toBeGreaterThan(0);
      for (const cookie of [admin, undefined]) {
        expect(await listed(listProjects, `/api/projects${query}`, cookie)).toEqual(projects);
        expect(await listed(listVideos, `/api/videos${query}`, cookie)).toEqual(videos);
      }
    },
  );
});
