"use client";

import { passwordStrength, type PasswordStrength } from "@/lib/auth/password-strength";
import { cn } from "@/lib/utils";

const LABELS: Record<PasswordStrength, string> = {
  none: "None",
  weak: "Weak",
  medium: "Medium",
  strong: "Strong",
};
const BARS: Record<PasswordStrength, number> = { none: 0, weak: 1, medium: 2, strong: 3 };
const COLORS: Record<PasswordStrength, string> = {
  none: "bg-muted",
  weak: "bg-red-500",
  medium: "bg-amber-400",
  strong: "bg-emerald-500",
};

/** The signup strength label (none, weak, medium, strong) with a three-step bar. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const strength = passwordStrength(password);
  return (
    <div className="grid gap-1" aria-live="polite">
      <div className="flex gap-1" aria-hidden="true">
        {[1, 2, 3].map((step) => (
          <span
            key={step}
            className={cn(
              "h-1 flex-1 rounded-full",
              step <= BARS[strength] ? COLORS[strength] : "bg-muted",
            )}
          />
        ))}
      </div>
      <p className="text-muted-foreground text-xs" data-strength={strength}>
        Password strength: <span className="text-foreground font-medium">{LABELS[strength]}</span>
      </p>
    </div>
  );
}
