// The symbols of public/icons.svg, by id.
export const SPRITE_ICON_NAMES = [
  "send",
  "sun",
  "moon",
  "menu",
  "external-link",
  "house",
  "arrow-left",
  "images",
  "users",
  "mail",
  "phone",
  "map-pin",
  "arrow-right",
  "arrow-up-right",
  "chevron-down",
  "chevron-left",
  "chevron-right",
  "clapperboard",
  "star",
  "handshake",
  "chart-line",
  "share-2",
  "ellipsis-vertical",
  "pause",
  "play",
  "play-filled",
  "search",
  "eye",
  "youtube",
  "instagram",
  "linkedin",
  "x",
  "loader-circle",
] as const;

export type SpriteIconName = (typeof SPRITE_ICON_NAMES)[number];

/**
 * A decorative icon: an <svg> that uses one symbol of the site's sprite. Server components would
 * send an icon's shapes twice (in the HTML and in the page's inline payload); this sends a
 * reference. An <svg> still, so the rules written for icons (a button's `[&_svg]:size-4`,
 * `has-[>svg]:px-5`) hold; sized like lucide's (24px) unless a size class says otherwise; drawn in
 * the text colour.
 */
export function SpriteIcon({
  name,
  className,
  hidden,
}: {
  name: SpriteIconName;
  className?: string;
  /**
   * For a control whose icon follows its state (pause and play): draw each icon and hide all but
   * one. The first time a drawn <use> is pointed at another symbol, a phone spends 10 to 20 ms on
   * it in the press's frame; switching which one is hidden costs a restyle of the two icons.
   */
  hidden?: boolean;
}) {
  return (
    <svg
      aria-hidden="true"
      className={["icon", className, hidden && "hidden"].filter(Boolean).join(" ")}
    >
      <use href={`/icons.svg#${name}`} />
    </svg>
  );
}
