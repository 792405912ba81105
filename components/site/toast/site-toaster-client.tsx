"use client";

import { useEffect, useSyncExternalStore } from "react";

import { useOnDemand } from "@/components/site/hooks/use-on-demand";

import { isToasterWanted, subscribeToaster } from "./site-toast";

const loadToaster = () => import("./loaded-toaster-client").then((module) => module.default);

/** Renders nothing until the first toast (or a prepareToaster() call) asks for the Toaster. */
export function SiteToaster() {
  const wanted = useSyncExternalStore(subscribeToaster, isToasterWanted, () => false);
  const { Component: LoadedToaster, load } = useOnDemand(loadToaster);
  useEffect(() => {
    if (wanted) void load();
  }, [wanted, load]);
  return LoadedToaster ? <LoadedToaster /> : null;
}
