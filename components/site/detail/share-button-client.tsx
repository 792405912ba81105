"use client";

import { CheckIcon, Share2Icon } from "lucide-react";

import { useCopyLink } from "@/components/site/hooks/use-copy-link";
import { prepareToaster, showToast } from "@/components/site/toast/site-toast";

// Without a native share sheet the click ends in a toast: load the Toaster on hover or focus.
function prepareForCopy() {
  if (typeof navigator.share !== "function") prepareToaster();
}

/** Native share sheet where the browser has one; otherwise copy the link and say so. */
export function ShareButton({ title, path }: { title: string; path: string }) {
  const { copied, copy } = useCopyLink();

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
    if (await copy(url)) showToast("success", "Link copied to clipboard!");
  }

  return (
    <button
      type="button"
      className="btn btn-outline-lg"
      onClick={onShare}
      onPointerEnter={prepareForCopy}
      onPointerDown={prepareForCopy}
      onFocus={prepareForCopy}
    >
      {copied ? <CheckIcon aria-hidden="true" /> : <Share2Icon aria-hidden="true" />}
      {copied ? "Copied!" : "Share"}
    </button>
  );
}
