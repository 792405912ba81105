import http from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jsonResponse, NO_STORE, UNCOMPRESSED_MAX_BYTES } from "@/lib/api/route";

// The compression middleware `next start` puts in front of every answer (it ships no types).
type Middleware = (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void;
const compression = createRequire(import.meta.url)(
  "next/dist/compiled/compression",
) as () => Middleware;

const small = { success: true, message: "Message sent" };
const large = { items: Array.from({ length: 400 }, (_, i) => ({ id: i, title: `Item ${i}` })) };

describe("jsonResponse", () => {
  it("sends a small body as JSON marked no-transform, keeping the given directives", async () => {
    const response = jsonResponse(small, { status: 201, headers: NO_STORE });
    expect(response.status).toBe(201);
    expect(response.headers.get("content-type")).toBe("application/json");
    expect(response.headers.get("cache-control")).toBe("no-store, no-transform");
    expect(await response.json()).toEqual(small);
    expect(jsonResponse(small).headers.get("cache-control")).toBe("no-transform");
  });

  it("leaves a body larger than the first flight to compression", async () => {
    expect(JSON.stringify(large).length).toBeGreaterThan(UNCOMPRESSED_MAX_BYTES);
    const response = jsonResponse(large, { headers: NO_STORE });
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual(large);
  });

  it("keeps every Set-Cookie header", () => {
    const headers = new Headers();
    headers.append("Set-Cookie", "a=1; Path=/");
    headers.append("Set-Cookie", "b=2; Path=/");
    expect(jsonResponse(small, { headers }).headers.getSetCookie()).toEqual([
      "a=1; Path=/",
      "b=2; Path=/",
    ]);
  });
});

// The same middleware, fed as Next feeds it: a handler's headers are sent before its body.
describe("Next's compression with jsonResponse", () => {
  let server: http.Server;
  let base: string;
  beforeAll(async () => {
    const compress = compression();
    server = http.createServer(async (req, res) => {
      compress(req, res, () => undefined);
      const response = jsonResponse(req.url === "/small" ? small : large, { headers: NO_STORE });
      response.headers.forEach((value, name) => res.setHeader(name, value));
      res.flushHeaders();
      res.end(Buffer.from(await response.arrayBuffer()));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("sends a small body as it is and compresses a large one", async () => {
    const get = (path: string) => fetch(base + path, { headers: { "accept-encoding": "gzip" } });
    const smallAnswer = await get("/small");
    expect(smallAnswer.headers.get("content-encoding")).toBeNull();
    expect(await smallAnswer.json()).toEqual(small);
    const largeAnswer = await get("/large");
    expect(largeAnswer.headers.get("content-encoding")).toBe("gzip");
    expect(await largeAnswer.json()).toEqual(large);
  });
});
