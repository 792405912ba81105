"use client";

import { FolderKanbanIcon, VideoIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import type { PostType } from "./post-types";

type ChooserProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChoose: (type: PostType) => void;
};

/** 'What would you like to add?' with Video, Project and Cancel. */
export function PostChooserDialog({ open, onOpenChange, onChoose }: ChooserProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>What would you like to add?</DialogTitle>
          <DialogDescription>
            Videos link to YouTube; projects show client work with an image.
          </DialogDescription>
        </DialogHeader>
        <div className="grid grid-cols-2 gap-3">
          <Button
            type="button"
            variant="outline"
            className="h-24 flex-col"
            onClick={() => onChoose("video")}
          >
            <VideoIcon aria-hidden="true" className="size-6" />
            Video
          </Button>
          <Button
            type="button"
            variant="outline"
            className="h-24 flex-col"
            onClick={() => onChoose("project")}
          >
            <FolderKanbanIcon aria-hidden="true" className="size-6" />
            Project
          </Button>
        </div>
        <DialogFooter>
          <Button type="button" variant="ghost" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
