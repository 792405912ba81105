// The icons drawn by CSS masks in globals.css (`.icon-<name>`).
export type MaskIconName =
  | "send"
  | "sun"
  | "moon"
  | "menu"
  | "external-link"
  | "house"
  | "arrow-left"
  | "images"
  | "users"
  | "mail"
  | "phone"
  | "map-pin"
  | "arrow-right"
  | "arrow-up-right"
  | "chevron-down"
  | "chevron-left"
  | "chevron-right"
  | "clapperboard"
  | "star"
  | "handshake"
  | "chart-line"
  | "share-2"
  | "ellipsis-vertical"
  | "pause"
  | "play"
  | "play-filled"
  | "search"
  | "eye"
  | "youtube"
  | "instagram"
  | "linkedin"
  | "x"
  | "loader-circle";

/**
 * A decorative icon as one empty <svg>: server components send an icon's shapes twice (in the HTML
 * and in the page's inline payload), this sends a class name. An <svg> still, so the rules written
 * for icons (a button's `[&_svg]:size-4`, `has-[>svg]:px-5`) hold; sized like lucide's (24px)
 * unless a size class says otherwise; painted in the text colour.
 */
export function MaskIcon({ name, className }: { name: MaskIconName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      className={className ? `icon icon-${name} ${className}` : `icon icon-${name}`}
    />
  );
}
