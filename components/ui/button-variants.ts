import { cva, type VariantProps } from "class-variance-authority";

// The button's classes on their own, with no class merging: the public site's client components
// use them on native elements so that tailwind-merge stays out of the visitors' first load. So
// every variant combination yields classes that do not conflict (tests/unit/class-variants.test.ts),
// and the corner radius is a variant of its own instead of an override.
export const buttonVariants = cva(
  // The shared base is the `btn` component class (globals.css): a few bytes on every button.
  "btn",
  {
    variants: {
      variant: {
        default:
          "bg-primary text-primary-foreground shadow-xs hover:bg-primary/90 focus-visible:ring-ring/60",
        gradient:
          "bg-brand-strong text-white shadow-lg shadow-fuchsia-500/20 hover:brightness-110 hover:shadow-fuchsia-500/30 focus-visible:ring-ring/60",
        destructive:
          "bg-destructive text-white shadow-xs hover:bg-destructive/90 focus-visible:ring-destructive/40",
        outline:
          "border border-border bg-background/40 shadow-xs hover:bg-accent hover:text-accent-foreground focus-visible:ring-ring/60",
        secondary:
          "bg-secondary text-secondary-foreground shadow-xs hover:bg-secondary/80 focus-visible:ring-ring/60",
        ghost: "hover:bg-accent hover:text-accent-foreground focus-visible:ring-ring/60",
        link: "text-primary underline-offset-4 hover:underline focus-visible:ring-ring/60",
      },
      size: {
        default: "h-9 gap-2 px-4 py-2 text-sm has-[>svg]:px-3",
        sm: "h-8 gap-1.5 px-3 text-sm has-[>svg]:px-2.5",
        // As tall as an input beside it.
        field: "h-10 gap-2 px-4 py-2 text-sm has-[>svg]:px-3",
        lg: "h-11 gap-2 px-6 text-base has-[>svg]:px-5",
        icon: "size-9 gap-2 text-sm",
        "icon-sm": "size-8 gap-2 text-sm",
        "icon-lg": "size-11 gap-2 text-sm",
      },
      // "auto": large buttons are pills, the others have rounded corners.
      shape: { auto: "", pill: "rounded-full" },
    },
    compoundVariants: [
      {
        shape: "auto",
        size: ["default", "sm", "field", "icon", "icon-sm", "icon-lg"],
        class: "rounded-md",
      },
      { shape: "auto", size: "lg", class: "rounded-full" },
    ],
    defaultVariants: { variant: "default", size: "default", shape: "auto" },
  },
);

export type ButtonVariantProps = VariantProps<typeof buttonVariants>;
