"use client";

import { CheckIcon, EllipsisVerticalIcon, LinkIcon, Share2Icon } from "lucide-react";

import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { useCopyLink } from "@/components/site/hooks/use-copy-link";
import { cn } from "@/lib/utils";

/**
 * A card's menu whose one action copies a link and confirms 'Copied!' for 2 s. Radix closes it
 * on any outside click or Escape.
 */
export function ShareMenu({
  url,
  label,
  trigger = "share",
  className,
}: {
  url: string;
  /** What is shared, for the trigger's accessible name. */
  label: string;
  trigger?: "share" | "more";
  className?: string;
}) {
  const { copied, copy } = useCopyLink();
  return (
    <div className={cn("flex items-center gap-2", className)}>
      <span role="status" aria-live="polite" className="text-xs font-medium text-emerald-700 dark:text-emerald-300">
        {copied ? "Copied!" : ""}
      </span>
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={trigger === "more" ? `More options for ${label}` : `Share ${label}`}
            title={trigger === "more" ? "More options" : "Share"}
            className="rounded-full"
          >
            {trigger === "more" ? <EllipsisVerticalIcon /> : <Share2Icon />}
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => void copy(url)}>
            {copied ? <CheckIcon /> : trigger === "more" ? <Share2Icon /> : <LinkIcon />}
            {trigger === "more" ? "Share" : "Copy link"}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
