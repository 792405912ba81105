import { Label } from "@/components/ui/label";

type AuthFieldProps = {
  id: string;
  label: string;
  error?: string;
  children: React.ReactNode;
  extra?: React.ReactNode;
};

/** Label, control and its error message, wired for assistive technology by id. */
export function AuthField({ id, label, error, children, extra }: AuthFieldProps) {
  return (
    <div className="grid gap-1.5">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {extra}
      </div>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-destructive text-xs font-medium">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** aria attributes for a control inside an AuthField. */
export function fieldAria(id: string, error?: string) {
  return {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : undefined,
  } as const;
}
