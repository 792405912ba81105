"use client";

import { useEffect } from "react";
import { toast } from "sonner";

import { Toaster } from "@/components/ui/sonner";

import { toasterMounted } from "./site-toast";

/** The site's Toaster, loaded on demand; tells site-toast once sonner listens for toasts. */
export default function LoadedToaster() {
  // Effects run child first: sonner's Toaster has subscribed by the time this one runs.
  useEffect(() => {
    toasterMounted(toast);
    return () => toasterMounted(null);
  }, []);
  return <Toaster />;
}
