// YouTube's thumbnail hosts (i.ytimg.com, img.youtube.com) answered on 127.0.0.1 over HTTPS with
// a throw-away self-signed certificate, so that the browser loads thumbnails of a real size as
// it would online, instead of logging network errors that only exist in this sandbox.
// The browser is pointed here with --host-resolver-rules and trusts it with
// --ignore-certificate-errors (bench browsers only).
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import https from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export const YOUTUBE_IMAGE_HOSTS = ["i.ytimg.com", "img.youtube.com"];

export type FakeImages = { port: number; close: () => Promise<void> };

export async function startFakeYouTubeImages(imageDir: string): Promise<FakeImages> {
  const dir = mkdtempSync(path.join(tmpdir(), "ams-bench-tls-"));
  try {
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-days",
        "1",
        "-subj",
        "/CN=i.ytimg.com",
        "-keyout",
        path.join(dir, "key.pem"),
        "-out",
        path.join(dir, "cert.pem"),
      ],
      { stdio: "ignore", timeout: 30_000 },
    );
    const key = readFileSync(path.join(dir, "key.pem"));
    const cert = readFileSync(path.join(dir, "cert.pem"));
    const image = firstImage(imageDir);
    const server = https.createServer({ key, cert }, (req, res) => {
      req.resume();
      res.writeHead(200, {
        "content-type": image.type,
        "content-length": image.bytes.length,
        "cache-control": "public, max-age=86400",
      });
      res.end(image.bytes);
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(0, "127.0.0.1", () => resolve());
    });
    return {
      port: (server.address() as AddressInfo).port,
      close: () => new Promise((resolve) => server.close(() => resolve())),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function firstImage(dir: string): { bytes: Buffer; type: string } {
  const name = readdirSync(dir)
    .filter((f) => /\.(webp|jpe?g|png)$/i.test(f))
    .sort()[0];
  if (!name) throw new Error(`no image in ${dir} to serve as a thumbnail`);
  const type = name.endsWith(".webp")
    ? "image/webp"
    : name.endsWith(".png")
      ? "image/png"
      : "image/jpeg";
  return { bytes: readFileSync(path.join(dir, name)), type };
}
