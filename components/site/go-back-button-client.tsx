"use client";

import { ArrowLeftIcon } from "lucide-react";

import { Button } from "@/components/ui/button";

export function GoBackButton() {
  return (
    <Button
      variant="outline"
      size="lg"
      onClick={() => (window.history.length > 1 ? window.history.back() : window.location.assign("/"))}
    >
      <ArrowLeftIcon aria-hidden="true" /> Go Back
    </Button>
  );
}
