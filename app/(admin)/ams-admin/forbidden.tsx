import Link from "next/link";
import { ShieldBanIcon } from "lucide-react";

import { Button } from "@/components/ui/button";

// Rendered with HTTP 403 when a page's permission check calls forbidden().
export default function AdminForbidden() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-3 py-20 text-center">
      <ShieldBanIcon aria-hidden="true" className="text-destructive size-10" />
      <h1 className="text-2xl font-semibold">Access Denied</h1>
      <p className="text-muted-foreground text-sm">
        Your role does not allow access to this section. Ask an administrator if you need it.
      </p>
      <Button asChild variant="outline">
        <Link href="/ams-admin">Back to Dashboard</Link>
      </Button>
    </div>
  );
}
