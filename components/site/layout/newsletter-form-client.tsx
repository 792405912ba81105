"use client";

import { useState } from "react";
import { CheckIcon } from "lucide-react";

import { inputClassName } from "@/components/ui/input-class";

/** The newsletter form only records the submit locally and sends nothing: there is no list to send to yet. */
export function NewsletterForm() {
  const [subscribed, setSubscribed] = useState(false);

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = new FormData(event.currentTarget).get("newsletter-email");
    if (typeof email !== "string" || !email.trim()) return;
    try {
      window.localStorage.setItem("ams-newsletter-email", email.trim());
    } catch {
      // Private browsing may forbid storage; the thank-you still shows.
    }
    setSubscribed(true);
    event.currentTarget.reset();
  }

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-2" aria-label="Newsletter">
      <label htmlFor="newsletter-email" className="text-muted-foreground text-sm">
        Monthly notes on creators, formats and campaigns that worked.
      </label>
      <div className="flex gap-2">
        <input
          id="newsletter-email"
          name="newsletter-email"
          type="email"
          required
          autoComplete="email"
          placeholder="you@brand.com"
          className={inputClassName}
        />
        <button type="submit" className="btn btn-gradient-field">
          Subscribe
        </button>
      </div>
      <p role="status" className="min-h-6 text-sm text-emerald-700 dark:text-emerald-300">
        {subscribed && (
          <span className="inline-flex items-center gap-1.5">
            <CheckIcon className="size-4" aria-hidden="true" /> Thanks, you are on the list.
          </span>
        )}
      </p>
    </form>
  );
}
