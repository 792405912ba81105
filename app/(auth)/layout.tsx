import type { Metadata } from "next";
import Link from "next/link";

import { Toaster } from "@/components/ui/sonner";

// Rendered per request: proxy.ts gives every request a new script nonce, and a cached page would
// carry an old one, so the browser would block its scripts and it would never hydrate.
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  robots: { index: false, follow: false },
};

// The auth screens: no public header or footer (nothing to wander off to), the site's dark look.
export default function AuthLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="bg-background text-foreground relative flex min-h-dvh flex-col items-center justify-center overflow-hidden px-4 py-10">
      <div
        aria-hidden="true"
        className="bg-brand-gradient pointer-events-none absolute inset-x-0 top-[-20%] mx-auto h-[480px] max-w-3xl rounded-full opacity-20 blur-3xl"
      />
      <Link href="/" className="font-display relative mb-8 text-2xl font-semibold tracking-tight">
        AMS <span className="text-brand-gradient">Media</span>
      </Link>
      <main className="relative flex w-full justify-center">{children}</main>
      <Toaster />
    </div>
  );
}
