"use client";

import { useState } from "react";
import Link from "next/link";
import { ChartColumnIcon, FolderPlusIcon, VideoIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { AnalyticsChart, type AnalyticsWeek } from "./analytics-chart";

/** Add New Video / Create New Project open the post form; View Analytics opens the weekly view. */
export function QuickActions({ weeks }: { weeks: AnalyticsWeek[] }) {
  const [analyticsOpen, setAnalyticsOpen] = useState(false);
  return (
    <section
      aria-labelledby="quick-actions"
      className="border-border bg-card self-start rounded-xl border p-4"
    >
      <h2 id="quick-actions" className="text-lg font-semibold">
        Quick Actions
      </h2>
      <div className="mt-3 grid gap-2">
        <Button asChild variant="outline" className="justify-start">
          <Link href="/ams-admin/posts?new=video">
            <VideoIcon aria-hidden="true" />
            Add New Video
          </Link>
        </Button>
        <Button asChild variant="outline" className="justify-start">
          <Link href="/ams-admin/posts?new=project">
            <FolderPlusIcon aria-hidden="true" />
            Create New Project
          </Link>
        </Button>
        <Button
          type="button"
          variant="outline"
          className="justify-start"
          onClick={() => setAnalyticsOpen(true)}
        >
          <ChartColumnIcon aria-hidden="true" />
          View Analytics
        </Button>
      </div>
      <Dialog open={analyticsOpen} onOpenChange={setAnalyticsOpen}>
        <DialogContent className="sm:max-w-2xl">
          <DialogHeader>
            <DialogTitle>Analytics</DialogTitle>
            <DialogDescription>Content published and contact messages per week.</DialogDescription>
          </DialogHeader>
          <AnalyticsChart weeks={weeks} />
        </DialogContent>
      </Dialog>
    </section>
  );
}
