import type { Metadata } from "next";
import { headers } from "next/headers";

import { AdminShell } from "@/components/admin/admin-shell";
import { ADMIN_SECTIONS } from "@/components/admin/admin-sections";
import { AdminThemeProvider } from "@/components/admin/admin-theme-provider-client";
import { SessionGuard } from "@/components/auth/session-guard-client";
import { Toaster } from "@/components/ui/sonner";
import { can } from "@/lib/auth/permissions";
import { requirePageViewer } from "@/lib/auth/page-viewer";

export const metadata: Metadata = {
  title: { default: "Admin", template: "%s | Admin | AMS Media" },
  robots: { index: false, follow: false },
};

// Reads the session on every request; each page checks its own permission again (layouts do not
// re-run on client navigation, so they are no security boundary).
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  const viewer = await requirePageViewer();
  const sections = ADMIN_SECTIONS.filter((section) => can(viewer.role, section.permission)).map(
    ({ id, label, href }) => ({ id, label, href }),
  );
  // proxy.ts issues a per-request CSP nonce; the theme's inline script needs it to run.
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  return (
    <AdminThemeProvider nonce={nonce}>
      {/* The server checked the session already; the guard re-checks every 5 minutes so an expired session is noticed on an idle tab. */}
      <SessionGuard serverVerified>
        <AdminShell username={viewer.username} role={viewer.role} sections={sections}>
          {children}
        </AdminShell>
      </SessionGuard>
      <Toaster />
    </AdminThemeProvider>
  );
}
