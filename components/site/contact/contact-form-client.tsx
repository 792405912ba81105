"use client";

import { Activity, lazy, useEffect, useRef, useState } from "react";

import { useRenderedInBrowser } from "@/components/site/hooks/use-rendered-in-browser";
import { whenNear } from "@/components/site/hooks/when-near";

import { createContactFormLink } from "./contact-form-link";

// react-hook-form and the form's fields are not in the page's first load. The server renders them
// into the HTML as before; in the browser they hydrate once their chunk has arrived, which starts
// when the form comes within a screen of the viewport, or at once when someone focuses, presses in
// or submits it. Until then the inputs are the server's HTML: what is typed stays (React hands it
// to the fields when they hydrate), fields left are checked then, and a submit waits for them
// (this <form> hydrates with the page and never submits natively; method="post" keeps anything
// typed out of the URL even before that).

let open: () => void = () => undefined;
const opened =
  typeof window === "undefined"
    ? Promise.resolve()
    : new Promise<void>((resolve) => (open = resolve));
const ContactFormFields = lazy(() => opened.then(() => import("./contact-form-fields-client")));

const WATCHED = ["focusin", "focusout", "pointerdown"] as const;

// Whoever starts filling in the form gets the fields loaded (the fields load the schema and the
// Toaster themselves, once the page is idle).
function prepareForm() {
  open();
}

export function ContactForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const [link] = useState(createContactFormLink);
  // False while hydrating the server's HTML, true when the form first renders in the browser (a
  // client-side navigation, which then waits for the fields).
  const renderedInBrowser = useRenderedInBrowser();
  // An Activity (not a Suspense boundary, which React would stream after the page) lets the fields
  // hydrate later than the page. Made once: new props for it while it waits for its chunk would
  // make React drop the server's HTML and render the fields again.
  const [fields] = useState(() => {
    if (renderedInBrowser) open();
    return (
      <Activity mode="visible">
        <ContactFormFields link={link} />
      </Activity>
    );
  });

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    // React holds back events inside fields that have not hydrated yet, so these listen on window.
    const onEvent = (event: Event) => {
      if (link.isLive() || !(event.target instanceof Element) || !form.contains(event.target))
        return;
      prepareForm();
      const name = event.target.getAttribute("name");
      if (event.type === "focusout" && name) link.leftEarly(name);
    };
    for (const type of WATCHED) window.addEventListener(type, onEvent, true);
    const stopWatching = whenNear(form, open);
    return () => {
      for (const type of WATCHED) window.removeEventListener(type, onEvent, true);
      stopWatching();
    };
  }, [link]);

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!link.isLive()) prepareForm();
    link.submit();
  }

  return (
    <form
      ref={formRef}
      method="post"
      onSubmit={onSubmit}
      onFocus={prepareForm}
      onPointerDown={prepareForm}
      noValidate
      className="flex flex-col gap-5"
      aria-label="Contact form"
    >
      {fields}
    </form>
  );
}
