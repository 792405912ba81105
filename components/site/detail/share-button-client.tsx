"use client";

import { CheckIcon, Share2Icon } from "lucide-react";

import { afterNextPaint } from "@/components/site/hooks/after-next-paint";
import { useCopyLink } from "@/components/site/hooks/use-copy-link";
import { usePreloadAhead } from "@/components/site/hooks/use-preload-ahead";
import { prepareToaster, showToast } from "@/components/site/toast/site-toast";

// Without a native share sheet the click ends in a toast: the Toaster is loaded when the pointer
// rests on the button or keyboard focus reaches it, never inside a press (a tap's pointer events
// come with it), and a press that finds it missing loads it after the press has painted.
function prepareForCopy() {
  if (typeof navigator.share !== "function") prepareToaster();
}

/** Native share sheet where the browser has one; otherwise copy the link and say so. */
export function ShareButton({ title, path }: { title: string; path: string }) {
  const { copied, copy } = useCopyLink();
  const prepareAhead = usePreloadAhead(prepareForCopy);

  async function onShare() {
    const url = new URL(path, window.location.origin).toString();
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    if (await copy(url)) afterNextPaint(() => showToast("success", "Link copied to clipboard!"));
  }

  return (
    <button type="button" className="btn btn-outline-lg" {...prepareAhead} onClick={onShare}>
      {copied ? <CheckIcon aria-hidden="true" /> : <Share2Icon aria-hidden="true" />}
      {copied ? "Copied!" : "Share"}
    </button>
  );
}
