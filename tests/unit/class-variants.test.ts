import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";

import { badgeVariants } from "@/components/ui/badge-variants";
import { buttonVariants } from "@/components/ui/button-variants";
import { inputClassName } from "@/components/ui/input-class";

// The public site's client components use these classes without tailwind-merge, so no combination
// may hold two classes that set the same thing (which would leave the winner to the CSS order).
const VARIANTS = [
  "default",
  "gradient",
  "destructive",
  "outline",
  "secondary",
  "ghost",
  "link",
] as const;
const SIZES = ["default", "sm", "field", "lg", "icon", "icon-sm", "icon-lg"] as const;
const SHAPES = ["auto", "pill"] as const;

describe("class variants used without merging", () => {
  it("every button variant, size and shape gives classes with no conflict", () => {
    for (const variant of VARIANTS) {
      for (const size of SIZES) {
        for (const shape of SHAPES) {
          const classes = buttonVariants({ variant, size, shape });
          expect(twMerge(classes), `${variant} ${size} ${shape}`).toBe(classes);
        }
      }
    }
  });

  it("large buttons are pills and the others have rounded corners unless asked for a pill", () => {
    expect(buttonVariants({ size: "lg" }).split(" ")).toContain("rounded-full");
    expect(buttonVariants({ size: "icon" }).split(" ")).toContain("rounded-md");
    expect(buttonVariants({ size: "icon", shape: "pill" }).split(" ")).toContain("rounded-full");
    expect(buttonVariants({ size: "icon", shape: "pill" }).split(" ")).not.toContain("rounded-md");
  });

  it("every badge variant gives classes with no conflict", () => {
    for (const variant of [
      "default",
      "secondary",
      "destructive",
      "outline",
      "success",
      "warning",
    ] as const) {
      const classes = badgeVariants({ variant });
      expect(twMerge(classes), variant).toBe(classes);
    }
  });

  it("the input's classes have no conflict", () => {
    expect(twMerge(inputClassName)).toBe(inputClassName);
  });
});
