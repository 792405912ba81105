import type { toast as sonnerToast } from "sonner";

// The public site's toasts. sonner (and its Toaster) is not in the pages' first load: the site
// layout's <SiteToaster /> mounts it when a component prepares for a toast (on focus or hover of
// what will show one) or shows the first one. A toast asked for before the Toaster has mounted
// waits here and is shown as soon as it has (sonner's Toaster subscribes in an effect).

type ToastApi = typeof sonnerToast;
type SiteToast = { kind: "success" | "error"; title: string; description?: string };

let api: ToastApi | null = null;
let waiting: SiteToast | null = null;
let wanted = false;
const listeners = new Set<() => void>();

function display(api: ToastApi, { kind, title, description }: SiteToast) {
  // One toast at a time, so the newest outcome is the one shown.
  api.dismiss();
  api[kind](title, description ? { description } : undefined);
}

/** Mounts the site's Toaster ahead of a toast that is likely to follow (idempotent). */
export function prepareToaster(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

/** Shows a toast, loading the Toaster first when this is the page's first one. */
export function showToast(kind: SiteToast["kind"], title: string, description?: string): void {
  const request = { kind, title, description };
  if (api) return display(api, request);
  waiting = request; // one at a time: a newer toast replaces one still waiting
  prepareToaster();
}

export function subscribeToaster(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isToasterWanted(): boolean {
  return wanted;
}

/** Called by the loaded Toaster once it listens for toasts (null when it unmounts). */
export function toasterMounted(toast: ToastApi | null): void {
  api = toast;
  if (api && waiting) {
    const request = waiting;
    waiting = null;
    display(api, request);
  }
}
