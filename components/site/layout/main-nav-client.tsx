"use client";

import { usePathname } from "next/navigation";

import { IntentLink } from "@/components/site/intent-link-client";

import { isActiveLink, NAV_LINKS } from "./site-links";

/** The header's links from 768px up; the current page's link is marked. */
export function MainNav() {
  const pathname = usePathname();
  return (
    <nav aria-label="Main" className="hidden md:block">
      <ul className="flex items-center gap-1">
        {NAV_LINKS.map((link) => {
          const active = isActiveLink(pathname, link.href);
          return (
            <li key={link.href}>
              <IntentLink
                href={link.href}
                aria-current={active ? "page" : undefined}
                className="nav-link"
              >
                {link.label}
              </IntentLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
