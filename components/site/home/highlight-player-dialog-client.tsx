"use client";

import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { YouTubeFrame } from "@/components/site/media/youtube-frame-client";

import type { HighlightCardVideo } from "./highlight-card-video";

/**
 * The modal player (Escape, backdrop, close button; page scroll locked while open). Loaded on
 * the first thumbnail click, so Radix Dialog stays out of the home page's first load.
 */
export function HighlightPlayerDialog({
  video,
  onClose,
  opener,
}: {
  video: HighlightCardVideo | null;
  onClose: () => void;
  /** The cards' buttons are not Radix triggers, so focus is handed back by hand on close. */
  opener: React.RefObject<HTMLButtonElement | null>;
}) {
  return (
    <Dialog open={video !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="max-w-[calc(100%-1.5rem)] gap-3 border-white/10 bg-zinc-950 p-3 text-white sm:max-w-5xl sm:p-4"
        closeLabel="Close video"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          opener.current?.focus();
        }}
      >
        {video && (
          <>
            <DialogTitle className="font-display pr-10 text-base sm:text-lg">
              {video.title}
            </DialogTitle>
            <DialogDescription className="sr-only">
              Video player for {video.title}
            </DialogDescription>
            <div className="relative aspect-video w-full overflow-hidden rounded-xl">
              <YouTubeFrame youtubeId={video.youtubeId} title={video.title} />
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
