import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { GET as previewRoute } from "@/app/api/preview/route";
import { findPostForPage } from "@/lib/data/find-post";
import { PreviewBanner } from "@/components/site/detail/preview-banner";
import { getProjectOrThrow } from "@/lib/data/projects";
import { databaseKind, useTestDatabase } from "../helpers/db";
import { signedInAs } from "../helpers/auth";
import { getRequest } from "../helpers/requests";

// Draft mode and the request's cookies, as Next hands them to a page or route handler.
const request = vi.hoisted(() => {
  const state = {
    draftEnabled: false,
    cookies: {} as Record<string, string>,
    enable: () => {
      state.draftEnabled = true;
    },
  };
  return state;
});

vi.mock("next/headers", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/headers")>()),
  draftMode: async () => ({
    isEnabled: request.draftEnabled,
    enable: request.enable,
    disable: () => undefined,
  }),
  cookies: async () => ({
    getAll: () => Object.entries(request.cookies).map(([name, value]) => ({ name, value })),
  }),
}));

const { getDb } = useTestDatabase();
let staffCookie: string;
let draftId: string;
let scheduledId: string;
let publicId: string;

function banner(post: Parameters<typeof PreviewBanner>[0]["post"], timeZone: string): string {
  return renderToStaticMarkup(createElement(PreviewBanner, { post, timeZone }));
}

function cookieJar(header: string): Record<string, string> {
  return Object.fromEntries(
    header
      .split(/;\s*/)
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)]),
  );
}

beforeAll(async () => {
  staffCookie = (await signedInAs("user")).cookie;
  const db = await getDb();
  const base = { description: "Body text.", category: "Branded Content", client: "Acme" };
  draftId = (await db.project.create({ data: { ...base, title: "Secret Draft", status: "draft" } }))
    .id;
  scheduledId = (
    await db.project.create({
      data: {
        ...base,
        title: "Coming Soon",
        status: "published",
        publishAt: new Date(Date.now() + 86_400_000),
      },
    })
  ).id;
  publicId = (await db.project.create({ data: { ...base, title: "Out Now", status: "published" } }))
    .id;
});

beforeEach(() => {
  request.draftEnabled = false;
  request.cookies = {};
});

afterAll(() => vi.restoreAllMocks());

describe(`staff preview (${databaseKind()})`, () => {
  it("refuses anonymous visitors without switching draft mode on", async () => {
    const response = await previewRoute(getRequest(`/api/preview?id=${draftId}`), undefined);
    expect(response.status).toBe(401);
    expect(request.draftEnabled).toBe(false);
  });

  it("answers 404 for a post that does not exist", async () => {
    const response = await previewRoute(
      getRequest("/api/preview?id=00000000-0000-4000-8000-00000000abcd", staffCookie),
      undefined,
    );
    expect(response.status).toBe(404);
    expect(request.draftEnabled).toBe(false);
  });

  it("switches draft mode on for staff and sends them to the post's public page", async () => {
    const redirect = await previewRoute(
      getRequest(`/api/preview?id=${draftId}`, staffCookie),
      undefined,
    ).catch((error: unknown) => error);
    expect((redirect as { digest?: string }).digest).toContain(`/post/${draftId}?type=project`);
    expect(request.draftEnabled).toBe(true);
  });

  it("shows a draft on its page only to staff in draft mode; everyone else gets the 404", async () => {
    // The static page (no draft mode), even with a staff cookie: the public post only.
    request.cookies = cookieJar(staffCookie);
    expect(await findPostForPage(draftId)).toBeNull();
    expect(await findPostForPage(scheduledId)).toBeNull();
    expect(await findPostForPage(publicId)).toMatchObject({ preview: false });

    // Draft mode with no session (signed out since, or a copied cookie): still nothing.
    request.draftEnabled = true;
    request.cookies = {};
    expect(await findPostForPage(draftId)).toBeNull();

    request.cookies = cookieJar(staffCookie);
    expect(await findPostForPage(draftId)).toMatchObject({
      preview: true,
      post: { type: "project", item: { title: "Secret Draft" } },
    });
    expect(await findPostForPage(scheduledId)).toMatchObject({
      preview: true,
      post: { item: { title: "Coming Soon" } },
    });
  });

  it("says on the page why visitors cannot see it", async () => {
    const draft = { type: "project" as const, item: await getProjectOrThrow(draftId) };
    const scheduled = { type: "project" as const, item: await getProjectOrThrow(scheduledId) };
    const live = { type: "project" as const, item: await getProjectOrThrow(publicId) };
    expect(banner(draft, "UTC")).toContain("Draft: only signed-in staff can see this page");
    expect(banner(scheduled, "Asia/Tokyo")).toMatch(
      /Scheduled for \d{1,2} \w{3} \d{4}, \d{2}:\d{2} \(Asia\/Tokyo\)/,
    );
    expect(banner(live, "UTC")).toBe("");
  });
});
