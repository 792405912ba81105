"use client";

import { ExternalLinkIcon, PlayIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { SocialIcon } from "@/components/site/layout/social-icon";
import { YOUTUBE_CHANNEL_URL } from "@/lib/youtube/embed";

/** 'Watch More': a tooltip with the channel address; opens the channel in a new tab. */
export function WatchMoreButton() {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button asChild variant="gradient" size="lg">
          <a
            href={YOUTUBE_CHANNEL_URL}
            target="_blank"
            rel="noopener noreferrer"
            aria-label="Watch More (opens our YouTube channel in a new tab)"
          >
            <PlayIcon className="size-4 fill-current" aria-hidden="true" /> Watch More
          </a>
        </Button>
      </TooltipTrigger>
      <TooltipContent side="bottom" className="flex items-center gap-2 px-3 py-2 text-sm">
        <SocialIcon name="youtube" className="size-4 text-red-600" />
        {YOUTUBE_CHANNEL_URL.replace("https://www.", "")}
        <ExternalLinkIcon className="size-3.5" aria-hidden="true" />
      </TooltipContent>
    </Tooltip>
  );
}
