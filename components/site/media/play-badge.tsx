import { SpriteIcon } from "@/components/site/icons/sprite-icon";

// Its classes are joined without tailwind-merge (it is in client components): a size, not a class override.
const SIZE_CLASS = { md: "size-14", lg: "size-16" } as const;

export function PlayBadge({ size = "lg" }: { size?: keyof typeof SIZE_CLASS }) {
  return (
    <span aria-hidden="true" className={`play-badge ${SIZE_CLASS[size]}`}>
      <SpriteIcon name="play-filled" className="ml-1 size-7" />
    </span>
  );
}
