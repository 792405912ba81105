// The outside services the app calls (YouTube oEmbed / Data API, Resend), answered on 127.0.0.1
// so that the servers under test have working, fast dependencies and no traffic leaves the
// machine. Answers follow the real services' shapes.
import http from "node:http";
import type { AddressInfo } from "node:net";

export type FakeServices = {
  baseUrl: string;
  oembedUrl: string;
  dataApiBaseUrl: string;
  resendUrl: string;
  mails: () => number;
  close: () => Promise<void>;
};

export async function startFakeServices(port: number): Promise<FakeServices> {
  let mails = 0;
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    req.resume();
    req.on("end", () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(body));
      };
      if (url.pathname === "/oembed") {
        return send(200, {
          title: "Demo video",
          author_name: "AMSMedia",
          type: "video",
          version: "1.0",
        });
      }
      if (url.pathname.startsWith("/youtube/v3/")) return send(200, { items: [] });
      if (url.pathname === "/emails" && req.method === "POST") {
        mails += 1;
        return send(200, { id: `bench-mail-${mails}` });
      }
      send(404, { error: "not found" });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl: base,
    oembedUrl: `${base}/oembed`,
    dataApiBaseUrl: `${base}/youtube/v3`,
    resendUrl: base,
    mails: () => mails,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
