import { callApi } from "@/lib/api-client";

// Each user action's call, with its success toast and the text shown when it fails without a message.
export const USER_ACTIONS = {
  approve: (id: string, role: "user" | "admin") => ({
    run: () => callApi(`/api/users/approve/${id}`, { method: "POST", body: { role } }),
    success: "User approved successfully",
    failure: "Failed to approve user",
  }),
  role: (id: string, role: "user" | "admin") => ({
    run: () => callApi(`/api/users/role/${id}`, { method: "PUT", body: { role } }),
    success: "User role updated successfully",
    failure: "Failed to update user role",
  }),
  status: (id: string, status: "active" | "inactive" | "suspended") => ({
    run: () => callApi(`/api/users/status/${id}`, { method: "PUT", body: { status } }),
    success: "User status updated successfully",
    failure: "Failed to update user status",
  }),
  unlock: (id: string) => ({
    run: () => callApi(`/api/users/unlock/${id}`, { method: "POST", body: {} }),
    success: "User unlocked successfully",
    failure: "Failed to unlock user",
  }),
  remove: (id: string) => ({
    run: () => callApi(`/api/users/${id}`, { method: "DELETE" }),
    success: "User deleted successfully",
    failure: "Failed to delete user",
  }),
};

export type UserAction = ReturnType<(typeof USER_ACTIONS)[keyof typeof USER_ACTIONS]>;
