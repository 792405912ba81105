// Who may do what: the one table the server enforces for pages, actions and route handlers.
export const ROLES = ["pending", "user", "admin", "superadmin"] as const;
export type Role = (typeof ROLES)[number];

export const USER_STATUSES = ["active", "inactive", "suspended"] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const PERMISSIONS = {
  "dashboard:view": ["user", "admin", "superadmin"],
  "posts:write": ["user", "admin", "superadmin"],
  "profile:own": ["user", "admin", "superadmin"],
  "users:manage": ["admin", "superadmin"],
  "settings:manage": ["superadmin"],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

export function can(role: Role, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly Role[]).includes(role);
}

/** Roles an admin may hand out; nobody can make a superadmin through the API. */
export const ASSIGNABLE_ROLES = ["user", "admin"] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

type Target = { role: Role };

/** The superadmin's row offers no actions: no role change, status change or deletion. */
export function canModifyUser(target: Target): boolean {
  return target.role !== "superadmin";
}

/** Status is changeable only for users who are neither pending nor superadmin. */
export function canChangeStatus(target: Target): boolean {
  return target.role !== "pending" && target.role !== "superadmin";
}

/** Only pending accounts are approved. */
export function canApprove(target: Target): boolean {
  return target.role === "pending";
}

/** Role changes move user and admin into each other. */
export function canChangeRole(target: Target): boolean {
  return target.role === "user" || target.role === "admin";
}
