import { SpriteIcon } from "@/components/site/icons/sprite-icon";

import { SOCIAL_LINKS } from "./site-links";

/** The agency's social networks as a list of icon links (header, footer, mobile menu); original glyphs, drawn in CSS. */
export function SocialLinks({
  className,
  linkClassName,
  iconClassName,
}: {
  className: string;
  linkClassName: string;
  iconClassName?: string;
}) {
  return (
    <ul className={className} aria-label="Social networks">
      {SOCIAL_LINKS.map((social) => (
        <li key={social.name}>
          <a
            href={social.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${social.name} (opens in a new tab)`}
            className={linkClassName}
          >
            <SpriteIcon name={social.icon} className={iconClassName} />
          </a>
        </li>
      ))}
    </ul>
  );
}
