import type { Metadata } from "next";
import { ArrowLeftIcon, HomeIcon, ImagesIcon, MailIcon, UsersIcon } from "lucide-react";

import { buttonVariants } from "@/components/ui/button-variants";
import { GoBackButton } from "@/components/site/go-back-button-client";

export const metadata: Metadata = { title: "Page Not Found", robots: { index: false } };

const SHORTCUTS = [
  { href: "/", label: "Home", icon: HomeIcon },
  { href: "/gallery", label: "Gallery", icon: ImagesIcon },
  { href: "/about", label: "About Us", icon: UsersIcon },
  { href: "/contact", label: "Contact", icon: MailIcon },
] as const;

/**
 * Any unknown path (HTTP 404). Plain links, not next/link: the root not-found's client code is
 * loaded with every page of the site, so it keeps to the one small Go Back button.
 */
export default function NotFound() {
  return (
    <main id="main" className="relative isolate flex min-h-dvh items-center justify-center overflow-hidden px-5 py-20">
      <div aria-hidden="true" className="absolute -top-32 left-1/2 -z-10 size-[40rem] -translate-x-1/2 rounded-full bg-brand-2/20 blur-3xl" />
      <div className="flex max-w-xl flex-col items-center gap-6 text-center">
        <p className="font-display text-[clamp(6rem,22vw,11rem)] leading-none font-extrabold tracking-tighter text-brand-gradient">
          404
        </p>
        <h1 className="text-3xl font-bold sm:text-4xl">Page not found</h1>
        <p className="text-muted-foreground">The page you are looking for has moved, or never existed.</p>
        <div className="flex flex-wrap justify-center gap-3">
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- see above */}
          <a href="/" className={buttonVariants({ variant: "gradient", size: "lg" })}>
            <HomeIcon aria-hidden="true" /> Back to Home
          </a>
          <GoBackButton className={buttonVariants({ variant: "outline", size: "lg" })}>
            <ArrowLeftIcon aria-hidden="true" /> Go Back
          </GoBackButton>
        </div>
        <nav aria-label="Shortcuts" className="mt-6 w-full">
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {SHORTCUTS.map((shortcut) => (
              <li key={shortcut.href}>
                <a
                  href={shortcut.href}
                  className="flex flex-col items-center gap-2 rounded-2xl border border-border bg-card/60 p-4 text-sm font-medium transition-colors hover:border-foreground/25"
                >
                  <shortcut.icon className="size-5 text-brand-text" aria-hidden="true" />
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
