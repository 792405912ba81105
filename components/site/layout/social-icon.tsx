import { SOCIAL_LINKS, type SocialIconName } from "./site-links";

// Simple original glyphs: lucide no longer ships brand icons, and these need no network.
export function SocialIcon({ name, className }: { name: SocialIconName; className?: string }) {
  const common = {
    className,
    width: 20,
    height: 20,
    viewBox: "0 0 24 24",
    "aria-hidden": true,
    focusable: false,
  } as const;
  switch (name) {
    case "youtube":
      return (
        <svg {...common} fill="currentColor">
          <path d="M21.6 7.2a2.7 2.7 0 0 0-1.9-1.9C18 4.8 12 4.8 12 4.8s-6 0-7.7.5a2.7 2.7 0 0 0-1.9 1.9C2 8.9 2 12 2 12s0 3.1.4 4.8a2.7 2.7 0 0 0 1.9 1.9c1.7.5 7.7.5 7.7.5s6 0 7.7-.5a2.7 2.7 0 0 0 1.9-1.9c.4-1.7.4-4.8.4-4.8s0-3.1-.4-4.8ZM10 15.1V8.9l5.2 3.1L10 15.1Z" />
        </svg>
      );
    case "instagram":
      return (
        <svg {...common} fill="none" stroke="currentColor" strokeWidth={2}>
          <rect x="3" y="3" width="18" height="18" rx="5" />
          <circle cx="12" cy="12" r="4" />
          <circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none" />
        </svg>
      );
    case "linkedin":
      return (
        <svg {...common} fill="currentColor">
          <path d="M4.5 3A1.5 1.5 0 1 1 4.5 6a1.5 1.5 0 0 1 0-3ZM3.2 8.2h2.6V21H3.2V8.2Zm5.1 0h2.5v1.8h.1c.4-.7 1.4-2 3.4-2 3.6 0 4.3 2.3 4.3 5.4V21H16v-6.8c0-1.6 0-3.6-2.2-3.6s-2.5 1.7-2.5 3.5V21H8.3V8.2Z" />
        </svg>
      );
    case "x":
      return (
        <svg {...common} fill="currentColor">
          <path d="M17.8 3h3l-6.6 7.6L22 21h-6.1l-4.8-6.2L5.6 21h-3l7.1-8.1L2.2 3h6.2l4.3 5.7L17.8 3Zm-1 16.2h1.7L7.3 4.7H5.5l11.3 14.5Z" />
        </svg>
      );
  }
}

/** The agency's social networks as a list of icon links (header, footer, mobile menu). */
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
            <SocialIcon name={social.icon} className={iconClassName} />
          </a>
        </li>
      ))}
    </ul>
  );
}
