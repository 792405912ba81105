import type { Metadata, Viewport } from "next";

import { fontVariables } from "@/lib/fonts";
import { getSiteUrl } from "@/lib/site-url";

import "./globals.css";

// The root layout stays static: no cookies(), headers() or session here. Per-area layouts add
// their own theme provider (the public site takes its default from Site Settings) and their own
// toaster (the public site loads sonner only when it first shows a toast).
export const metadata: Metadata = {
  metadataBase: new URL(getSiteUrl()),
  title: { default: "AMS Media", template: "%s | AMS Media" },
  description:
    "Branded content, celebrity engagement, sponsorships and IPs from a creator-economy media agency.",
  icons: { icon: "/icon.svg" },
};

export const viewport: Viewport = {
  themeColor: [
    { media: "(prefers-color-scheme: dark)", color: "#09090b" },
    { media: "(prefers-color-scheme: light)", color: "#fafaf9" },
  ],
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    // `dark` is the default look until an area's theme provider applies its own choice.
    <html lang="en" className={`dark ${fontVariables}`} suppressHydrationWarning>
      <body className="min-h-dvh">{children}</body>
    </html>
  );
}
