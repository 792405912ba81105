"use client";

import { Activity, use, useEffect, useMemo, useRef, useState } from "react";

import { useRenderedInBrowser } from "@/components/site/hooks/use-rendered-in-browser";
import { whenIdle, whenLoadedAndIdle } from "@/components/site/hooks/when-idle";
import { whenNear } from "@/components/site/hooks/when-near";

// A part of a long page whose server HTML shows at once but hydrates only when it comes within a
// screen of the viewport, when someone presses, focuses, clicks or types inside it (that event
// hydrates the part on the spot and then reaches its target), or, for a part with controls
// (`inIdleTime`), in idle time after the load. An Activity (not a Suspense boundary, which Next
// would stream after the page as a hidden copy) keeps the server's HTML in place.
//
// A dehydrated part holds back every update of a context above it until it can hydrate, so nothing
// above these parts may provide a context whose value changes after the page loads.

// `use` reads a promise's `status` before suspending on it: a settled gate is read at once, and an
// opened one is settled before its callbacks run, so a click that opens it hydrates the part in
// the same event and reaches its target.
type Gate = { opened: Promise<void> & { status?: "fulfilled" }; open: () => void };

const WATCHED = ["pointerdown", "focusin", "keydown", "click"] as const;

function openGate(): Gate {
  return { opened: Object.assign(Promise.resolve(), { status: "fulfilled" as const }), open() {} };
}

function closedGate(): Gate {
  let resolve = () => {};
  const opened: Gate["opened"] = new Promise<void>((done) => (resolve = done));
  return {
    opened,
    open() {
      opened.status = "fulfilled";
      resolve();
    },
  };
}

// Once the page has loaded, the parts with controls still waiting open one per idle period, in
// page order: a visitor who jumps to a part (a quick scroll, a link to one of its anchors) then
// presses a live control instead of one that hydrates inside the press. Each part hydrates in its
// own task, when the main thread has nothing else to do. A part of text, pictures and links waits
// until it comes near: on a phone each part's hydration is a long task of the load, and a link
// clicked before then still works (the click hydrates the part, then follows the link).
const waitingParts: Gate[] = [];
let openingInIdleTime = false;

function openNextPart() {
  const gate = waitingParts.shift();
  if (!gate) {
    openingInIdleTime = false;
    return;
  }
  gate.open();
  whenIdle(openNextPart);
}

function openAfterLoad(gate: Gate): () => void {
  waitingParts.push(gate);
  if (!openingInIdleTime) {
    openingInIdleTime = true;
    whenLoadedAndIdle(openNextPart);
  }
  return () => {
    const index = waitingParts.indexOf(gate);
    if (index >= 0) waitingParts.splice(index, 1);
  };
}

function WaitFor({ opened, children }: { opened: Promise<void>; children: React.ReactNode }) {
  use(opened);
  return children;
}

export function HydrateWhenNear({
  children,
  inIdleTime = false,
}: {
  children: React.ReactNode;
  /** The part has controls (buttons, fields): it also hydrates in idle time after the load. */
  inIdleTime?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // False while hydrating the server's HTML; true when the part first renders in the browser (a
  // client-side navigation), which must not wait.
  const renderedInBrowser = useRenderedInBrowser();
  const [gate] = useState(() =>
    typeof window === "undefined" || renderedInBrowser ? openGate() : closedGate(),
  );

  useEffect(() => {
    const element = ref.current;
    if (!element || gate.opened.status === "fulfilled") return;
    // Whatever opens the gate first stops the others watching.
    const cleanups: (() => void)[] = [];
    const stop = () => {
      for (const cleanup of cleanups.splice(0)) cleanup();
    };
    const open = () => {
      stop();
      gate.open();
    };
    // React holds back events inside a part that has not hydrated yet, so these listen on window.
    const onEvent = (event: Event) => {
      if (event.target instanceof Node && element.contains(event.target)) open();
    };
    for (const type of WATCHED) window.addEventListener(type, onEvent, true);
    cleanups.push(() => {
      for (const type of WATCHED) window.removeEventListener(type, onEvent, true);
    });
    cleanups.push(whenNear(element, open));
    if (inIdleTime) cleanups.push(openAfterLoad({ opened: gate.opened, open }));
    return stop;
  }, [gate, inIdleTime]);

  // The same element on every render while the server's children are the same: a dehydrated part
  // that receives new props (as when the hydration check above re-renders this once the page has
  // hydrated) must hydrate at once, and while it waits every update of the page is held back.
  const part = useMemo(
    () => (
      <Activity mode="visible">
        <WaitFor opened={gate.opened}>{children}</WaitFor>
      </Activity>
    ),
    [gate, children],
  );

  return (
    // The browser also skips the part's style, layout and paint until it comes near.
    <div ref={ref} className="render-when-near">
      {part}
    </div>
  );
}
