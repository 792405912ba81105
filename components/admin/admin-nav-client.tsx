"use client";

import Link, { useLinkStatus } from "next/link";
import { usePathname } from "next/navigation";
import {
  ClapperboardIcon,
  HistoryIcon,
  InboxIcon,
  LayoutDashboardIcon,
  SettingsIcon,
  UsersIcon,
  type LucideIcon,
} from "lucide-react";

import { cn } from "@/lib/utils";
import { sectionForPath, type AdminSection, type AdminSectionId } from "./admin-sections";

const ICONS: Record<AdminSectionId, LucideIcon> = {
  dashboard: LayoutDashboardIcon,
  users: UsersIcon,
  posts: ClapperboardIcon,
  settings: SettingsIcon,
  messages: InboxIcon,
  activity: HistoryIcon,
};

type NavProps = { sections: Pick<AdminSection, "id" | "label" | "href">[] };

/** Side navigation from the md breakpoint up. */
export function AdminSideNav({ sections }: NavProps) {
  const active = sectionForPath(usePathname());
  return (
    <nav aria-label="Admin" className="flex flex-col gap-1">
      {sections.map((section) => {
        const Icon = ICONS[section.id];
        const current = section.id === active;
        return (
          <Link
            key={section.id}
            href={section.href}
            aria-current={current ? "page" : undefined}
            className={cn(
              "text-muted-foreground hover:bg-accent hover:text-foreground flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors",
              current && "bg-accent text-foreground",
            )}
          >
            <Icon aria-hidden="true" className="size-4" />
            <span className="flex-1">{section.label}</span>
            <PendingDot />
          </Link>
        );
      })}
    </nav>
  );
}

/** Bottom navigation on small screens. */
export function AdminBottomNav({ sections }: NavProps) {
  const active = sectionForPath(usePathname());
  return (
    <nav
      aria-label="Admin sections"
      className="border-border bg-background/95 fixed inset-x-0 bottom-0 z-40 border-t pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="flex">
        {sections.map((section) => {
          const Icon = ICONS[section.id];
          const current = section.id === active;
          return (
            <li key={section.id} className="min-w-0 flex-1">
              <Link
                href={section.href}
                aria-current={current ? "page" : undefined}
                className={cn(
                  "text-muted-foreground flex flex-col items-center gap-0.5 px-1 py-2 text-[0.625rem] leading-tight font-medium",
                  current && "text-foreground",
                )}
              >
                <Icon aria-hidden="true" className={cn("size-5", current && "text-brand-text")} />
                <span className="max-w-full truncate">{section.label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

// Immediate feedback while a section loads.
function PendingDot() {
  const { pending } = useLinkStatus();
  return (
    <span
      aria-hidden="true"
      className={cn(
        "bg-brand-text size-1.5 rounded-full transition-opacity",
        pending ? "opacity-100" : "opacity-0",
      )}
    />
  );
}
