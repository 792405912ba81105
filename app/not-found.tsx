import type { Metadata } from "next";

import { GoBackButton } from "@/components/site/go-back-button-client";
import { SpriteIcon, type SpriteIconName } from "@/components/site/icons/sprite-icon";

export const metadata: Metadata = { title: "Page Not Found", robots: { index: false } };

const SHORTCUTS: ReadonlyArray<{ href: string; label: string; icon: SpriteIconName }> = [
  { href: "/", label: "Home", icon: "house" },
  { href: "/gallery", label: "Gallery", icon: "images" },
  { href: "/about", label: "About Us", icon: "users" },
  { href: "/contact", label: "Contact", icon: "mail" },
];

/**
 * Any unknown path (HTTP 404). Plain links, not next/link: the root not-found's client code is
 * loaded with every page of the site, so it keeps to the one small Go Back button. Every page also
 * carries this screen in its inline payload (as the not-found fallback): its icons are references to
 * the sprite and each of its parts one component class, to keep that copy short.
 */
export default function NotFound() {
  return (
    <main id="main" className="not-found-page">
      <div aria-hidden="true" className="not-found-glow" />
      <div className="not-found-body">
        <p className="not-found-code">404</p>
        <h1 className="not-found-title">Page not found</h1>
        <p className="text-muted-foreground">
          The page you are looking for has moved, or never existed.
        </p>
        <div className="not-found-actions">
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- see above */}
          <a href="/" className="btn btn-gradient-lg">
            <SpriteIcon name="house" /> Back to Home
          </a>
          <GoBackButton className="btn btn-outline-lg">
            <SpriteIcon name="arrow-left" /> Go Back
          </GoBackButton>
        </div>
        <nav aria-label="Shortcuts" className="mt-6 w-full">
          <ul className="not-found-shortcuts">
            {SHORTCUTS.map((shortcut) => (
              <li key={shortcut.href}>
                <a href={shortcut.href} className="shortcut-card">
                  <SpriteIcon name={shortcut.icon} className="text-brand-text size-5" />
                  {shortcut.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </main>
  );
}
