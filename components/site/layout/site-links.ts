// Navigation and contact details shared by the header, the footer and the contact section.

export const NAV_LINKS = [
  { href: "/", label: "HOME" },
  { href: "/gallery", label: "GALLERY" },
  { href: "/about", label: "ABOUT" },
  { href: "/contact", label: "CONTACT" },
] as const;

/** Whether a nav link is the current page's (home only on "/", the others for their sub-pages too). */
export function isActiveLink(pathname: string, href: string): boolean {
  return href === "/" ? pathname === "/" : pathname.startsWith(href);
}

export const SOCIAL_LINKS = [
  { name: "YouTube", href: "https://www.youtube.com/@AMSMedia", icon: "youtube" },
  { name: "Instagram", href: "https://www.instagram.com/amsmedia", icon: "instagram" },
  { name: "LinkedIn", href: "https://www.linkedin.com/company/amsmedia", icon: "linkedin" },
  { name: "X", href: "https://x.com/amsmedia", icon: "x" },
] as const;

export type SocialIconName = (typeof SOCIAL_LINKS)[number]["icon"];

export const CONTACT_DETAILS = {
  email: "info@amsmedia.in",
  phone: "+91 22 4000 7100",
  phoneHref: "tel:+912240007100",
  city: "Mumbai",
  location: "Mumbai, Maharashtra, India",
} as const;

export const FOOTER_SERVICES = [
  "Branded Content",
  "Celebrity Engagement",
  "Sponsorships & IP",
  "Digital Marketing",
] as const;
