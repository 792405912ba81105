import { PlayIcon } from "lucide-react";

// Its classes are joined without tailwind-merge (it is in client components): a size, not a class override.
const SIZE_CLASS = { md: "size-14", lg: "size-16" } as const;

export function PlayBadge({ size = "lg" }: { size?: keyof typeof SIZE_CLASS }) {
  return (
    <span
      aria-hidden="true"
      className={`grid place-items-center rounded-full bg-white/95 text-zinc-950 shadow-2xl shadow-black/40 ring-8 ring-white/20 transition-transform duration-200 group-hover:scale-110 ${SIZE_CLASS[size]}`}
    >
      <PlayIcon className="ml-1 size-7 fill-current" />
    </span>
  );
}
