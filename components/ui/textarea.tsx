import * as React from "react";

import { cn } from "@/lib/utils";

// The class list is the `field-textarea` component class (globals.css), shared with the public
// contact form's native textarea.
function Textarea({ className, ...props }: React.ComponentProps<"textarea">) {
  return <textarea data-slot="textarea" className={cn("field-textarea", className)} {...props} />;
}

export { Textarea };
