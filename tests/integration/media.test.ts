import { beforeAll, describe, expect, it } from "vitest";
import { POST as uploadRoute } from "@/app/api/media/route";
import { GET as mediaRoute } from "@/app/api/media/[id]/route";
import { POST as createProjectRoute } from "@/app/api/projects/route";
import { sniffImageType } from "@/lib/media/sniff";
import { databaseKind, useTestDatabase } from "../helpers/db";
import { signedInAs } from "../helpers/auth";
import { BASE, getRequest, idContext, jsonRequest } from "../helpers/requests";

const { getDb } = useTestDatabase();
let staff: string;
beforeAll(async () => {
  staff = (await signedInAs("user")).cookie;
});

// A real 1×1 PNG.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
const pad = (head: Buffer | string, size = 64) =>
  Buffer.concat([Buffer.from(head as string, "latin1"), Buffer.alloc(size)]);
const SAMPLES = {
  png: PNG,
  jpeg: pad(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00])),
  gif: pad("GIF89a\x01\x00\x01\x00"),
  webp: pad("RIFF\x24\x00\x00\x00WEBPVP8 "),
  avif: pad("\x00\x00\x00\x1cftypavif\x00\x00\x00\x00avifmif1miaf"),
  svg: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  html: Buffer.from("<!doctype html><html><body><script>alert(1)</script></body></html>"),
  polyglot: Buffer.concat([
    PNG,
    Buffer.from("<html><script>alert(document.cookie)</script></html>"),
  ]),
  heic: pad("\x00\x00\x00\x18ftypheic\x00\x00\x00\x00mif1heic"),
};

function upload(bytes: Buffer, name: string, type: string, cookie = staff) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type }), name);
  return uploadRoute(
    new Request(`${BASE}/api/media`, { method: "POST", body: form, headers: { cookie } }),
    undefined,
  );
}

describe("sniffImageType", () => {
  it.each([
    ["png", "image/png"],
    ["jpeg", "image/jpeg"],
    ["gif", "image/gif"],
    ["webp", "image/webp"],
    ["avif", "image/avif"],
    ["svg", null],
    ["html", null],
    ["polyglot", null],
    ["heic", null],
  ] as const)("%s → %s", (name, type) => {
    expect(sniffImageType(SAMPLES[name])).toBe(type);
  });
});

describe(`media API (${databaseKind()})`, () => {
  it("accepts PNG bytes named .svg as a PNG and serves them with cache headers, ETag and 304", async () => {
    const response = await upload(SAMPLES.png, "logo.svg", "image/svg+xml");
    expect(response.status).toBe(201);
    const { _id, url, contentType } = await response.json();
    expect(contentType).toBe("image/png");
    expect(url).toBe(`/api/media/${_id}`);
    const served = await mediaRoute(getRequest(url), idContext(_id));
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    const etag = served.headers.get("etag");
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    expect(Buffer.from(await served.arrayBuffer()).equals(SAMPLES.png)).toBe(true);
    const revalidated = await mediaRoute(
      getRequest(url, undefined, { "if-none-match": etag! }),
      idContext(_id),
    );
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe("");
  });

  it.each([
    ["svg", "drawing.svg", "image/svg+xml"],
    ["html", "photo.png", "image/png"],
    ["polyglot", "photo.png", "image/png"],
  ] as const)("refuses %s named %s with 415", async (sample, name, type) => {
    const response = await upload(SAMPLES[sample], name, type);
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({
      error: "Only PNG, JPEG, WebP, GIF or AVIF images are allowed",
    });
  });

  it("refuses an image over the Max File Size setting with 413", async () => {
    const db = await getDb();
    await db.siteSettings.update({ where: { id: 1 }, data: { maxFileSize: 1 } });
    const big = Buffer.concat([SAMPLES.png, Buffer.alloc(1024 * 1024)]);
    const response = await upload(big, "big.png", "image/png");
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: "Image is larger than the 1 MB limit" });
    await db.siteSettings.update({ where: { id: 1 }, data: { maxFileSize: 5 } });
  });

  it("requires a file and a signed-in writer", async () => {
    const empty = await uploadRoute(
      new Request(`${BASE}/api/media`, {
        method: "POST",
        body: new FormData(),
        headers: { cookie: staff },
      }),
      undefined,
    );
    expect(empty.status).toBe(400);
    expect((await upload(SAMPLES.png, "a.png", "image/png", "")).status).toBe(401);
  });

  it("answers 404 for unknown images", async () => {
    const missing = "00000000-0000-4000-8000-000000000000";
    expect((await mediaRoute(getRequest(`/api/media/${missing}`), idContext(missing))).status).toBe(
      404,
    );
    expect((await mediaRoute(getRequest("/api/media/x"), idContext("x"))).status).toBe(404);
  });

  it("stores a project's data-URL image as media and refuses an SVG one", async () => {
    const project = {
      title: "With Image",
      description: "Image in the body",
      category: "Branded Content",
      client: "Client",
      image: `data:image/png;base64,${SAMPLES.png.toString("base64")}`,
    };
    const created = await createProjectRoute(
      jsonRequest("/api/projects", "POST", project, staff),
      undefined,
    );
    expect(created.status).toBe(201);
    const { image } = await created.json();
    expect(image).toMatch(/^\/api\/media\/[0-9a-f-]{36}$/);
    const id = image.split("/").pop();
    expect((await mediaRoute(getRequest(image), idContext(id))).headers.get("content-type")).toBe(
      "image/png",
    );

    const svg = { ...project, image: `data:image/png;base64,${SAMPLES.svg.toString("base64")}` };
    const refused = await createProjectRoute(
      jsonRequest("/api/projects", "POST", svg, staff),
      undefined,
    );
    expect(refused.status).toBe(415);
  });
});
