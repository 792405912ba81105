// What the contact form's <form> (in the page's first load, contact-form-client.tsx) and its fields
// (react-hook-form, loaded on demand: contact-form-fields-client.tsx) share.

/** What happened in the form before its fields were live, and how to submit through them once they are. */
export function createContactFormLink() {
  let submitLive: (() => void) | null = null;
  let submitWaiting = false;
  const leftEarly = new Set<string>();
  return {
    isLive: () => submitLive !== null,
    /** The <form>'s submit: through the live fields, or kept until they are. */
    submit() {
      if (submitLive) submitLive();
      else submitWaiting = true;
    },
    /** A field the visitor left before the fields were live (checked once they are: validation on blur). */
    leftEarly(name: string) {
      leftEarly.add(name);
    },
    /** The fields are live (or, with null, gone). */
    connect(submit: (() => void) | null) {
      submitLive = submit;
    },
    /** What the visitor did before the fields were live, once. */
    takeEarly() {
      const early = { left: [...leftEarly], submitWaiting };
      leftEarly.clear();
      submitWaiting = false;
      return early;
    },
  };
}

export type ContactFormLink = ReturnType<typeof createContactFormLink>;

/** The shared schema (and zod) on its own: loaded when the form first gets focus or a press. */
export const loadContactResolver = () =>
  import("./contact-resolver").then((module) => module.contactResolver);
