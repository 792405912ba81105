import Link from "next/link";

import { Button } from "@/components/ui/button";

export default function AdminNotFound() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-3 py-20 text-center">
      <h1 className="text-2xl font-semibold">Page not found</h1>
      <p className="text-muted-foreground text-sm">This admin page does not exist.</p>
      <Button asChild variant="outline">
        <Link href="/ams-admin">Back to Dashboard</Link>
      </Button>
    </div>
  );
}
