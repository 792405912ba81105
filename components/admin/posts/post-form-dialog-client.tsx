"use client";

import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { ProjectForm } from "./project-form-client";
import type { AdminPost, PostType } from "./post-types";
import { VideoForm } from "./video-form-client";

export type PostFormTarget = { type: PostType; post?: AdminPost };

type PostFormDialogProps = {
  target: PostFormTarget | null;
  maxFileSizeMb: number;
  /** The site's timezone (Site Settings): publish times are entered in it. */
  timeZone: string;
  onClose: () => void;
  onSaved: () => void;
};

export function PostFormDialog({
  target,
  maxFileSizeMb,
  timeZone,
  onClose,
  onSaved,
}: PostFormDialogProps) {
  const editing = !!target?.post;
  const noun = target?.type === "project" ? "Project" : "Video";
  return (
    <Dialog open={!!target} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[92dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{editing ? `Edit ${noun}` : `Add ${noun}`}</DialogTitle>
          <DialogDescription>
            {target?.type === "project"
              ? "Title, description and client are required."
              : "Paste a YouTube link; title and description are required."}
          </DialogDescription>
        </DialogHeader>
        {target?.type === "video" ? (
          <VideoForm
            key={target.post?._id ?? "new"}
            video={target.post?.type === "video" ? target.post : undefined}
            timeZone={timeZone}
            onSaved={onSaved}
            onCancel={onClose}
          />
        ) : target?.type === "project" ? (
          <ProjectForm
            key={target.post?._id ?? "new"}
            project={target.post?.type === "project" ? target.post : undefined}
            maxFileSizeMb={maxFileSizeMb}
            timeZone={timeZone}
            onSaved={onSaved}
            onCancel={onClose}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
