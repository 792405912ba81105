import { PlayIcon } from "lucide-react";

import { cn } from "@/lib/utils";

export function PlayBadge({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "grid size-16 place-items-center rounded-full bg-white/95 text-zinc-950 shadow-2xl shadow-black/40 ring-8 ring-white/20 transition-transform duration-200 group-hover:scale-110",
        className,
      )}
    >
      <PlayIcon className="ml-1 size-7 fill-current" />
    </span>
  );
}
