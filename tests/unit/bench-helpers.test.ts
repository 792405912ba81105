import http from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { measureScenario, nextClientAddress, warmUpScenario } from "../../bench/lib/api-load";
import { nginxConfig } from "../../bench/lib/nginx";

describe("bench helpers", () => {
  it("client addresses for rate limits are distinct and in a documentation range", () => {
    const addresses = Array.from({ length: 2000 }, () => nextClientAddress());
    expect(new Set(addresses).size).toBe(2000);
    for (const address of addresses) expect(address).toMatch(/^198\.51\.(1\d\d)\.\d{1,3}$/);
  });

  it("nginx listens on loopback only, one worker, precompressed HTML", () => {
    const conf = nginxConfig({ port: 3302, root: "/tmp/x/www", prefix: "/tmp/x" });
    expect(conf).toContain("listen 127.0.0.1:3302;");
    expect(conf).toContain("worker_processes 1;");
    expect(conf).toContain("gzip_static on;");
    expect(conf).not.toMatch(/listen (80|\*|0\.0\.0\.0)/);
  });

  it("an API p95 over error answers (404, 429) is not a valid figure and fails", async () => {
    const server = http.createServer((req, res) => {
      req.resume();
      res.writeHead(404, { "content-type": "application/json" });
      res.end("{}");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const rows = await measureScenario(
        url,
        { label: "GET /missing", kind: "public-read", method: "GET", path: "/missing" },
        "",
        { warmup: 10, amount: 20, runs: 1 },
      );
      expect(rows[0]).toMatchObject({ pass: false });
      expect(rows[0]!.note).toMatch(
        /^not a valid figure: 20 of 20 answers were not 2xx; 1 × 20 requests; non-2xx: 404×20/,
      );
      expect(rows[1]).toMatchObject({ measured: 0, pass: true });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("an API scenario counts every request, a distinct client per request, and 5xx answers", async () => {
    const seen: string[] = [];
    let n = 0;
    const server = http.createServer((req, res) => {
      seen.push(String(req.headers["x-forwarded-for"]));
      req.resume();
      n += 1;
      res.writeHead(n % 10 === 0 ? 503 : 200, { "content-type": "application/json" });
      res.end("{}");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const rows = await measureScenario(
        url,
        { label: "POST /x", kind: "write", method: "POST", path: "/x", body: { a: 1 } },
        "",
        { warmup: 10, amount: 50, runs: 3 },
      );
      expect(seen).toHaveLength(160);
      expect(new Set(seen).size).toBe(160);
      await warmUpScenario(
        url,
        { label: "POST /x", kind: "write", method: "POST", path: "/x" },
        "",
        40,
      );
      expect(seen).toHaveLength(200);
      expect(rows[0]).toMatchObject({ name: "API p95 POST /x", unit: "ms" });
      expect(rows[0]!.measured).toBeGreaterThanOrEqual(0);
      expect(rows[0]!.spread).toMatchObject({ runs: 3 });
      expect(rows[0]!.note).toMatch(/^3 × 50 requests/);
      expect(rows[1]).toMatchObject({ name: "API 5xx POST /x", pass: false });
      expect(rows[1]!.measured).toBe(15); // 503 for every 10th of the 150 measured requests
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe("bench browser flags", () => {
  it("resolve only loopback, with YouTube's thumbnail hosts mapped to the local stand-in first", async () => {
    const { chromiumFlags } = await import("../../bench/lib/lighthouse");
    const rules = chromiumFlags(4443).find((f) => f.startsWith("--host-resolver-rules="));
    expect(rules).toBe(
      "--host-resolver-rules=MAP i.ytimg.com 127.0.0.1:4443, MAP img.youtube.com 127.0.0.1:4443, MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1",
    );
    expect(chromiumFlags(4443)).toContain("--ignore-certificate-errors");
    const offline = chromiumFlags(null);
    expect(offline).not.toContain("--ignore-certificate-errors");
    expect(offline.find((f) => f.startsWith("--host-resolver-rules="))).toBe(
      "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1",
    );
  });

  it("give Lighthouse's Chromium chrome-launcher's features list, without turning off RenderDocument", async () => {
    const { Launcher } = await import("chrome-launcher");
    const { lighthouseChromiumFlags } = await import("../../bench/lib/lighthouse");
    const flags = lighthouseChromiumFlags(null);
    const featureLists = flags.filter((f) => f.startsWith("--disable-features="));
    expect(featureLists).toHaveLength(1);
    const disabled = featureLists[0]!.slice("--disable-features=".length).split(",");
    expect(disabled).not.toContain("RenderDocument");
    const launcherList = Launcher.defaultFlags().find((f) => f.startsWith("--disable-features="))!;
    const others = launcherList
      .slice("--disable-features=".length)
      .split(",")
      .filter((feature) => feature !== "RenderDocument");
    expect(others.length).toBeGreaterThan(3);
    expect(disabled).toEqual(others);
    expect(flags).toContain("--disable-background-timer-throttling");
    expect(flags.find((f) => f.startsWith("--host-resolver-rules="))).toBe(
      "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1",
    );
  });
});
