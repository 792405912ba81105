"use client";

import { useEffect, useState } from "react";
import { AlertCircleIcon } from "lucide-react";
import { useForm, type FieldPath, type Resolver } from "react-hook-form";

import { inputClassName } from "@/components/ui/input-class";
import { SpriteIcon } from "@/components/site/icons/sprite-icon";
import { afterNextPaint } from "@/components/site/hooks/after-next-paint";
import { whenIdle } from "@/components/site/hooks/when-idle";
import { prepareToaster, showToast } from "@/components/site/toast/site-toast";
import type { ContactFormValues, ContactInput } from "@/lib/validations/contact";

import { loadContactResolver, type ContactFormLink } from "./contact-form-link";
import { CONTACT_MESSAGES, submitContact } from "./submit-contact";

const FIELDS = ["name", "email", "subject", "message"] as const;
type Field = (typeof FIELDS)[number];
const EMPTY: ContactFormValues = { name: "", email: "", subject: "", message: "", website: "" };

// The schema loads once the fields are live and the page is idle, so it is there by the first blur
// check; a check that comes earlier waits for it.
const resolver: Resolver<ContactFormValues, unknown, ContactInput> = async (
  values,
  context,
  options,
) => (await loadContactResolver())(values, context, options);

/**
 * The contact form's fields and react-hook-form, loaded on demand by contact-form-client.tsx
 * (which holds the <form>). They hydrate over the server's HTML, perhaps after the visitor has
 * started: no defaultValues, so react-hook-form takes what is already in the inputs.
 */
export default function ContactFormFields({ link }: { link: ContactFormLink }) {
  const [generalError, setGeneralError] = useState<string | null>(null);
  const form = useForm<ContactFormValues, unknown, ContactInput>({
    resolver,
    mode: "onBlur",
    reValidateMode: "onBlur",
  });
  const { register, handleSubmit, formState, setError, clearErrors, reset, trigger } = form;
  const { errors, isSubmitting } = formState;
  const hasErrors = FIELDS.some((field) => errors[field]) || generalError !== null;

  async function onSubmit(values: ContactInput) {
    setGeneralError(null);
    const outcome = await submitContact(values);
    switch (outcome.kind) {
      case "success":
        reset(EMPTY);
        showToast("success", CONTACT_MESSAGES.successTitle, CONTACT_MESSAGES.successText);
        return;
      case "validation":
        for (const detail of outcome.details) {
          if ((FIELDS as readonly string[]).includes(detail.path)) {
            setError(detail.path as FieldPath<ContactFormValues>, {
              type: "server",
              message: detail.msg,
            });
          }
        }
        showToast("error", CONTACT_MESSAGES.validationTitle, outcome.message);
        return;
      case "error":
        setGeneralError(outcome.message);
        showToast("error", CONTACT_MESSAGES.errorTitle, outcome.message);
        return;
      case "network":
        showToast("error", CONTACT_MESSAGES.connectionTitle, CONTACT_MESSAGES.connectionText);
        return;
    }
  }
  const submit = handleSubmit(onSubmit);

  // zod and the schema, then sonner and its Toaster, load and render between interactions: started
  // from a press, they cost it the chunks' script insertion, and their evaluation (about 100 ms on
  // a phone) lands on the keystrokes that follow.
  useEffect(
    () =>
      whenIdle(() => {
        void loadContactResolver();
        prepareToaster();
      }),
    [],
  );

  // What the visitor did before the fields were live: check the fields they left (not the one
  // they are in), then send a submit that was waiting.
  useEffect(() => {
    const early = link.takeEarly();
    const left = FIELDS.filter(
      (field) =>
        early.left.includes(field) && document.activeElement?.getAttribute("name") !== field,
    );
    if (left.length > 0) void trigger(left);
    if (early.submitWaiting) link.submit();
    return () => link.connect(null);
  }, [link, trigger]);

  // Typing in a field clears that field's error and the general error: the visitor is fixing it.
  const fieldProps = (field: Field) => {
    const registered = register(field);
    return {
      ...registered,
      id: `contact-${field}`,
      "aria-invalid": errors[field] ? true : undefined,
      "aria-describedby": errors[field] ? `contact-${field}-error` : undefined,
      onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        if (errors[field]) clearErrors(field);
        if (generalError) setGeneralError(null);
        return registered.onChange(event);
      },
    };
  };

  return (
    <>
      {generalError && (
        <div
          role="alert"
          className="border-destructive/40 bg-destructive/10 flex items-start gap-3 rounded-xl border p-4 text-sm"
        >
          <AlertCircleIcon className="text-destructive mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <p>{generalError}</p>
        </div>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Name" field="name" error={errors.name?.message}>
          <input
            {...fieldProps("name")}
            className={inputClassName}
            autoComplete="name"
            placeholder="Your full name"
          />
        </FormField>
        <FormField label="Email" field="email" error={errors.email?.message}>
          <input
            {...fieldProps("email")}
            className={inputClassName}
            type="email"
            autoComplete="email"
            placeholder="you@brand.com"
          />
        </FormField>
      </div>
      <FormField label="Subject" field="subject" error={errors.subject?.message}>
        <input
          {...fieldProps("subject")}
          className={inputClassName}
          placeholder="What would you like to create?"
        />
      </FormField>
      <FormField label="Message" field="message" error={errors.message?.message}>
        <textarea
          {...fieldProps("message")}
          rows={6}
          className="field-textarea min-h-36"
          placeholder="Tell us about your brand, goals and timing."
        />
      </FormField>
      {/* Spam trap: people never see or fill it; the API quietly drops messages that do. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">Website</label>
        <input
          id="contact-website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          {...register("website")}
        />
      </div>
      <SendButton link={link} submit={submit} submitting={isSubmitting} hasErrors={hasErrors} />
    </>
  );
}

/**
 * The <form> submits through the live fields, and a press paints 'Sending...' first: the button
 * keeps that state itself, so the press renders the button alone, not every field. Checking the
 * values, rendering the outcome and sending the message follow that paint. Connected before the
 * fields' own effects run (a child's effects run first), so a submit that waited goes through.
 */
function SendButton({
  link,
  submit,
  submitting,
  hasErrors,
}: {
  link: ContactFormLink;
  submit: () => Promise<void>;
  submitting: boolean;
  hasErrors: boolean;
}) {
  const [pressed, setPressed] = useState(false);
  const sending = pressed || submitting;
  useEffect(() => {
    link.connect(() => {
      setPressed(true);
      afterNextPaint(() => void submit().finally(() => setPressed(false)));
    });
  }, [link, submit]);

  return (
    <button
      type="submit"
      disabled={sending || hasErrors}
      className="btn btn-gradient-lg w-full sm:w-fit"
    >
      <SpriteIcon name="send" className="size-4" hidden={sending} />
      <SpriteIcon name="loader-circle" className="size-4 animate-spin" hidden={!sending} />
      {sending ? "Sending..." : "Send Message"}
    </button>
  );
}

function FormField({
  label,
  field,
  error,
  children,
}: {
  label: string;
  field: Field;
  error: string | undefined;
  children: React.ReactNode;
}) {
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={`contact-${field}`} className="field-label">
        {label}
      </label>
      {children}
      <p id={`contact-${field}-error`} className="field-error" role={error ? "alert" : undefined}>
        {error}
      </p>
    </div>
  );
}
