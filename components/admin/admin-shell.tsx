import Link from "next/link";

import { Badge } from "@/components/ui/badge";
import { AdminBottomNav, AdminSideNav } from "./admin-nav-client";
import type { AdminSection } from "./admin-sections";
import { LogoutButton } from "./logout-button-client";
import { ThemeToggle } from "./theme-toggle-client";

type AdminShellProps = {
  username: string;
  role: string;
  sections: Pick<AdminSection, "id" | "label" | "href">[];
  children: React.ReactNode;
};

/** Header, side navigation (bottom navigation on phones) and the main column. */
export function AdminShell({ username, role, sections, children }: AdminShellProps) {
  return (
    <div className="bg-background text-foreground min-h-dvh">
      <a
        href="#admin-main"
        className="focus:bg-background sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <header className="border-border bg-background/90 sticky top-0 z-40 border-b backdrop-blur">
        <div className="flex h-14 items-center gap-3 px-4 md:px-6">
          <Link
            href="/ams-admin"
            className="font-display flex items-center gap-2 text-lg font-semibold tracking-tight"
          >
            AMS Media
          </Link>
          <Badge variant="secondary">Admin</Badge>
          <div className="ml-auto flex items-center gap-2">
            <span className="text-muted-foreground hidden text-sm sm:inline">
              {username} <span className="text-xs">({role})</span>
            </span>
            <ThemeToggle />
            <LogoutButton />
          </div>
        </div>
      </header>
      <div className="flex">
        <aside className="border-border sticky top-14 hidden h-[calc(100dvh-3.5rem)] w-56 shrink-0 border-r p-3 md:block">
          <AdminSideNav sections={sections} />
        </aside>
        <main
          id="admin-main"
          className="min-w-0 flex-1 px-4 pt-6 pb-24 md:px-8 md:pb-10"
          tabIndex={-1}
        >
          {children}
        </main>
      </div>
      <AdminBottomNav sections={sections} />
    </div>
  );
}
