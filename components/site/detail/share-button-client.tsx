"use client";

import { CheckIcon, Share2Icon } from "lucide-react";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { useCopyLink } from "@/components/site/hooks/use-copy-link";

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
    if (await copy(url)) {
      toast.dismiss();
      toast.success("Link copied to clipboard!");
    }
  }

  return (
    <Button variant="outline" size="lg" onClick={onShare}>
      {copied ? <CheckIcon aria-hidden="true" /> : <Share2Icon aria-hidden="true" />}
      {copied ? "Copied!" : "Share"}
    </Button>
  );
}
