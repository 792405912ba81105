import { describe, expect, it } from "vitest";
import {
  can,
  canApprove,
  canChangeRole,
  canChangeStatus,
  canModifyUser,
  type Permission,
  type Role,
} from "@/lib/auth/permissions";

// The role table, written out by hand: the code's table must agree with it.
const EXPECTED: Record<Permission, Record<Role, boolean>> = {
  "dashboard:view": { pending: false, user: true, admin: true, superadmin: true },
  "posts:write": { pending: false, user: true, admin: true, superadmin: true },
  "profile:own": { pending: false, user: true, admin: true, superadmin: true },
  "users:manage": { pending: false, user: false, admin: true, superadmin: true },
  "settings:manage": { pending: false, user: false, admin: false, superadmin: true },
};

describe("can(role, permission)", () => {
  for (const [permission, roles] of Object.entries(EXPECTED)) {
    for (const [role, allowed] of Object.entries(roles)) {
      it(`${role} ${allowed ? "may" : "may not"} ${permission}`, () => {
        expect(can(role as Role, permission as Permission)).toBe(allowed);
      });
    }
  }
});

describe("user-management rules", () => {
  it.each([
    ["pending", { modify: true, approve: true, role: false, status: false }],
    ["user", { modify: true, approve: false, role: true, status: true }],
    ["admin", { modify: true, approve: false, role: true, status: true }],
    ["superadmin", { modify: false, approve: false, role: false, status: false }],
  ] as const)("a %s target", (role, rules) => {
    expect(canModifyUser({ role })).toBe(rules.modify);
    expect(canApprove({ role })).toBe(rules.approve);
    expect(canChangeRole({ role })).toBe(rules.role);
    expect(canChangeStatus({ role })).toBe(rules.status);
  });
});
