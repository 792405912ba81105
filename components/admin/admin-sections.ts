import type { Permission } from "@/lib/auth/permissions";

// The portal's sections, each with the permission a role needs to see and open it.

export type AdminSectionId = "dashboard" | "users" | "posts" | "settings" | "messages" | "activity";

export type AdminSection = {
  id: AdminSectionId;
  label: string;
  href: string;
  permission: Permission;
};

export const ADMIN_BASE = "/ams-admin";

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { id: "dashboard", label: "Dashboard", href: ADMIN_BASE, permission: "dashboard:view" },
  { id: "users", label: "Users", href: `${ADMIN_BASE}/users`, permission: "users:manage" },
  { id: "posts", label: "Posts", href: `${ADMIN_BASE}/posts`, permission: "posts:write" },
  { id: "settings", label: "Settings", href: `${ADMIN_BASE}/settings`, permission: "profile:own" },
  { id: "messages", label: "Messages", href: `${ADMIN_BASE}/messages`, permission: "users:manage" },
  { id: "activity", label: "Activity", href: `${ADMIN_BASE}/activity`, permission: "users:manage" },
];

/** The section a path belongs to; /admin/... (the proxy's alias) counts as /ams-admin/... */
export function sectionForPath(pathname: string): AdminSectionId {
  const rest = pathname.replace(/^\/(ams-admin|admin)(?=\/|$)/, "");
  const first = rest.split("/").filter(Boolean)[0];
  const match = ADMIN_SECTIONS.find((section) => section.id === first);
  return match?.id ?? "dashboard";
}
