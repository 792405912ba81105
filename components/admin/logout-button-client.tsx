"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { LoaderCircleIcon, LogOutIcon } from "lucide-react";

import { clearStoredAuth } from "@/components/auth/stored-auth";
import { Button } from "@/components/ui/button";
import { callApi } from "@/lib/api-client";

export function LogoutButton() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  async function logout() {
    setBusy(true);
    try {
      await callApi("/api/auth/admin/logout", { method: "POST", body: {} });
    } catch (error) {
      // A failed server call is only logged; local sign-out still happens, so the button always works.
      console.error("Logout request failed", error);
    }
    clearStoredAuth();
    // Portal pages are dynamic, so the client router keeps none of them to show after this.
    router.replace("/");
  }

  return (
    <Button type="button" variant="outline" size="sm" onClick={logout} disabled={busy}>
      {busy ? (
        <LoaderCircleIcon aria-hidden="true" className="animate-spin" />
      ) : (
        <LogOutIcon aria-hidden="true" />
      )}
      Logout
    </Button>
  );
}
