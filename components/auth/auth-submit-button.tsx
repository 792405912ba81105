import { LoaderCircleIcon } from "lucide-react";

import { Button } from "@/components/ui/button";

type AuthSubmitButtonProps = {
  /** While the request is under way the button shows a spinner and `pendingLabel`. */
  pending: boolean;
  pendingLabel: string;
  disabled?: boolean;
  children: React.ReactNode;
};

/** The full-width gradient submit button of the sign-in, sign-up and password forms. */
export function AuthSubmitButton({
  pending,
  pendingLabel,
  disabled,
  children,
}: AuthSubmitButtonProps) {
  return (
    <Button
      type="submit"
      variant="gradient"
      size="lg"
      disabled={pending || disabled}
      className="w-full"
    >
      {pending ? (
        <>
          <LoaderCircleIcon aria-hidden="true" className="animate-spin" /> {pendingLabel}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
