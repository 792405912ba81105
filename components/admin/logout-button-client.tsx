"use client";

import { useState } from "react";
import { LoaderCircleIcon, LogOutIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { adminApi } from "./admin-api";

// Spec 3: the browser-side auth values the sign-in flow stores.
const STORED_AUTH_KEYS = ["auth_status", "auth_timestamp", "session_timeout", "auth_token"];

export function LogoutButton() {
  const [busy, setBusy] = useState(false);

  async function logout() {
    setBusy(true);
    try {
      await adminApi("/api/auth/admin/logout", { method: "POST", body: {} });
    } catch (error) {
      // Spec 4: a failed server call is only logged; local sign-out still happens.
      console.error("Logout request failed", error);
    }
    try {
      for (const key of STORED_AUTH_KEYS) window.localStorage.removeItem(key);
    } catch {
      // Storage can be unavailable (private mode); nothing to clear then.
    }
    // A full load drops every cached admin page from the client router.
    window.location.assign("/");
  }

  return (
    <Button type="button" variant="outline" size="sm" onClick={logout} disabled={busy}>
      {busy ? <LoaderCircleIcon aria-hidden="true" className="animate-spin" /> : <LogOutIcon aria-hidden="true" />}
      Logout
    </Button>
  );
}
