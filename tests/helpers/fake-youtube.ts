import { listen, sendJson } from "./http-server";

// A fake of the two YouTube endpoints the app calls: the Data API (`/youtube/v3/videos`) and
// oEmbed (`/oembed`). Unknown ids answer as found with generated metadata (the e2e site needs
// that); tests override single ids with setVideo().

export type FakeVideo = {
  title: string;
  description?: string;
  channelTitle?: string;
  publishedAt?: string;
  duration?: string; // ISO-8601, as the Data API sends it
  viewCount?: string;
  thumbnail?: string;
};

export type FakeBehaviour = FakeVideo | "not-found" | "timeout" | "malformed" | "server-error";

export type FakeYouTube = {
  url: string;
  dataApiBaseUrl: string;
  oembedUrl: string;
  /** Every request received, in order: path and query. */
  requests: { path: string; query: Record<string, string> }[];
  setVideo(id: string, behaviour: FakeBehaviour): void;
  reset(): void;
  close(): Promise<void>;
};

function generated(id: string): FakeVideo {
  return {
    title: `Fake video ${id}`,
    description: `Description of ${id}`,
    channelTitle: "Fake Channel",
    publishedAt: "2026-01-02T03:04:05Z",
    duration: "PT4M5S",
    viewCount: "1234",
  };
}

export async function startFakeYouTube(options: { port?: number } = {}): Promise<FakeYouTube> {
  const behaviours = new Map<string, FakeBehaviour>();
  const requests: FakeYouTube["requests"] = [];
  const server = await listen(options.port ?? 0, (request, _body, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    const query = Object.fromEntries(url.searchParams);
    requests.push({ path: url.pathname, query });
    if (url.pathname === "/youtube/v3/videos") {
      if (!query.key)
        return sendJson(response, 403, { error: { code: 403, message: "API key missing" } });
      const id = query.id ?? "";
      return answer(
        response,
        id,
        behaviours.get(id) ?? generated(id),
        (video) => ({
          kind: "youtube#videoListResponse",
          items: [
            {
              id,
              snippet: {
                title: video.title,
                description: video.description ?? "",
                channelTitle: video.channelTitle ?? "",
                publishedAt: video.publishedAt,
                thumbnails: {
                  high: { url: video.thumbnail ?? `https://i.ytimg.com/vi/${id}/hqdefault.jpg` },
                },
              },
              contentDetails: { duration: video.duration ?? "PT0S" },
              statistics: { viewCount: video.viewCount ?? "0" },
            },
          ],
        }),
        { items: [] },
      );
    }
    if (url.pathname === "/oembed") {
      const id = new URL(query.url ?? "https://www.youtube.com/").searchParams.get("v") ?? "";
      return answer(
        response,
        id,
        behaviours.get(id) ?? generated(id),
        (video) => ({
          title: video.title,
          author_name: video.channelTitle ?? "",
          thumbnail_url: video.thumbnail ?? `https://i.ytimg.com/vi/${id}/hqdefault.jpg`,
          type: "video",
        }),
        null,
      );
    }
    sendJson(response, 404, { error: "unknown path" });
  });
  return {
    url: server.url,
    dataApiBaseUrl: `${server.url}/youtube/v3`,
    oembedUrl: `${server.url}/oembed`,
    requests,
    setVideo: (id, behaviour) => void behaviours.set(id, behaviour),
    reset: () => {
      behaviours.clear();
      requests.length = 0;
    },
    close: server.close,
  };
}

function answer(
  response: import("node:http").ServerResponse,
  _id: string,
  behaviour: FakeBehaviour,
  found: (video: FakeVideo) => unknown,
  notFoundBody: unknown,
): void {
  switch (behaviour) {
    case "timeout":
      return; // never answers; the client's timeout must fire
    case "malformed":
      response.writeHead(200, { "content-type": "application/json" });
      return void response.end('{"items": [ {"id": ');
    case "server-error":
      return sendJson(response, 500, { error: "backend error" });
    case "not-found":
      // The Data API answers 200 with no items; oEmbed answers 404 "Not Found".
      return notFoundBody === null
        ? sendJson(response, 404, "Not Found")
        : sendJson(response, 200, notFoundBody);
    default:
      return sendJson(response, 200, found(behaviour));
  }
}
