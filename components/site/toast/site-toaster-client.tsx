"use client";

import { useSyncExternalStore } from "react";
import dynamic from "next/dynamic";

import { isToasterWanted, subscribeToaster } from "./site-toast";

const LoadedToaster = dynamic(() => import("./loaded-toaster-client"), { ssr: false });

/** Renders nothing until the first toast (or a prepareToaster() call) asks for the Toaster. */
export function SiteToaster() {
  const wanted = useSyncExternalStore(subscribeToaster, isToasterWanted, () => false);
  return wanted ? <LoadedToaster /> : null;
}
