import { useState } from "react";
import { toast } from "sonner";

import { callApi, errorMessage } from "@/lib/api-client";
import { apiPath, type AdminPost } from "./post-types";

type FiguresRun = { refreshed: number; changed: number; failed: number; stopped?: string };

/** "Refresh from YouTube" for one video card or for every video; `onDone` reloads the list. */
export function useVideoRefresh(onDone: () => void) {
  const [busy, setBusy] = useState<string | null>(null);

  async function run(key: string, work: () => Promise<string>, failure: string) {
    setBusy(key);
    try {
      toast.success(await work());
      onDone();
    } catch (error) {
      toast.error(errorMessage(error, failure));
    } finally {
      setBusy(null);
    }
  }

  const refreshOne = (post: AdminPost) =>
    run(
      post._id,
      async () => {
        await callApi(`${apiPath("video", post._id)}/refresh`, { method: "POST", body: {} });
        return "Video figures refreshed from YouTube";
      },
      "Failed to refresh from YouTube",
    );

  const refreshAll = () =>
    run(
      "all",
      async () => {
        const result = await callApi<FiguresRun>(`${apiPath("video")}/refresh`, {
          method: "POST",
          body: {},
        });
        if (result.stopped === "youtube-refused")
          throw new Error(`YouTube refused after ${result.refreshed} videos; try again later`);
        return `Refreshed ${result.refreshed} video${result.refreshed === 1 ? "" : "s"}, ${result.changed} changed${result.failed ? `, ${result.failed} not found` : ""}`;
      },
      "Failed to refresh from YouTube",
    );

  return { busy, refreshOne, refreshAll };
}
