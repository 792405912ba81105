"use client";

import { memo, useEffect, useRef, useState, type RefObject } from "react";
import { clsx } from "clsx";

import { useMediaQuery } from "@/components/site/hooks/use-media-query";
import { whenNear } from "@/components/site/hooks/when-near";
import { SpriteIcon } from "@/components/site/icons/sprite-icon";

import { PARTNER_LOGOS, type PartnerLogo } from "./partner-logos";

// The list is fixed, so it travels in this module's code: the page's HTML names each logo once,
// and its inline payload not at all (props would repeat every name and address there).
const half = Math.ceil(PARTNER_LOGOS.length / 2);
const ROWS = [PARTNER_LOGOS.slice(0, half), PARTNER_LOGOS.slice(half)] as const;

function LogoImage({ logo }: { logo: PartnerLogo }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- SVG wordmarks (all 60px tall) need no optimizer
    <img src={logo.src} alt={logo.name} width={logo.width} height={60} loading="lazy" />
  );
}

// False on the server and while hydrating: the page's HTML carries each logo once.
const MOTION_OK_QUERY = "(prefers-reduced-motion: no-preference)";

/**
 * The two logo rows: a pause toggle (WCAG 2.2.2; rows also pause on hover and focus in CSS) and
 * a short speed boost while the page scrolls fast, so the strip keeps up with the page.
 */
export function PartnersMarquee() {
  const [paused, setPaused] = useState(false);
  const looping = useMediaQuery(MOTION_OK_QUERY);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!looping) return;
    // Taken at the first scroll, not now: reading the scroll position while the page hydrates
    // forces a style and layout pass of the whole page.
    let lastY: number | undefined;
    let lastT = performance.now();
    let decay: ReturnType<typeof setTimeout> | undefined;
    const setRate = (rate: number) => {
      ref.current
        ?.querySelectorAll<HTMLElement>(".marquee-track")
        .forEach((track) =>
          track.getAnimations().forEach((animation) => (animation.playbackRate = rate)),
        );
    };
    const onScroll = () => {
      const now = performance.now();
      const y = window.scrollY;
      const velocity = lastY === undefined ? 0 : Math.abs(y - lastY) / Math.max(now - lastT, 1); // px per ms
      lastY = y;
      lastT = now;
      setRate(1 + Math.min(velocity * 2, 4));
      clearTimeout(decay);
      decay = setTimeout(() => setRate(1), 160);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      clearTimeout(decay);
    };
  }, [looping]);

  return (
    <div ref={ref} data-paused={paused} className="flex flex-col gap-6">
      <MarqueeRow
        logos={ROWS[0]}
        direction="left"
        label="Partner logos, first row"
        looping={looping}
      />
      <MarqueeRow
        logos={ROWS[1]}
        direction="right"
        label="Partner logos, second row"
        looping={looping}
      />
      <div className="container-page flex justify-end">
        <button
          type="button"
          className="btn ghost-pill-button text-muted-foreground motion-reduce:hidden"
          onClick={() => setPaused((value) => !value)}
          aria-pressed={paused}
        >
          <SpriteIcon name="pause" hidden={paused} />
          <SpriteIcon name="play" hidden={!paused} />
          {paused ? "Play logos" : "Pause logos"}
        </button>
      </div>
    </div>
  );
}

/**
 * One row. The seamless loop needs a second copy of the logos; it is added in the browser once
 * motion is allowed and the row comes near, and the row starts moving with it. The static HTML
 * lists each logo once.
 * Base speed 20, 30 on mobile; expressed here as the time one loop takes.
 * Memoised: the pause toggle re-renders its button only, not the logos that CSS pauses.
 */
const MarqueeRow = memo(function MarqueeRow({
  logos,
  direction,
  label,
  looping,
}: {
  logos: readonly PartnerLogo[];
  direction: "left" | "right";
  label: string;
  looping: boolean;
}) {
  const track = useRef<HTMLUListElement>(null);
  useLoopCopy(track, looping);
  return (
    // With reduced motion the row stands still and scrolls sideways by hand instead.
    // Focusable so keyboard users can pause it (focus pauses) and scroll it when it stands still.
    <div tabIndex={0} role="group" aria-label={label} className="marquee-row">
      <ul
        ref={track}
        data-direction={direction}
        // .logo-track (globals.css) spaces and sizes the logos. The row moves once its copy is
        // in (data-looping, set with the copy).
        className={clsx(
          "marquee-track logo-track",
          direction === "left"
            ? "data-looping:animate-marquee"
            : "data-looping:animate-marquee-reverse",
        )}
      >
        {logos.map((logo) => (
          <li key={logo.src}>
            <LogoImage logo={logo} />
          </li>
        ))}
      </ul>
    </div>
  );
});

/**
 * While the row may loop, a copy of its logos (hidden from assistive tech) follows them in the
 * track once the row comes within a screen of the viewport (its section, skipped until it comes
 * near, rendered), and the row starts moving with it (`data-looping`). The copy is cloned from the
 * finished items rather than rendered: as React elements, the copies' items and images (41 of each
 * over both rows) were each created, given their attributes and listened to inside the part's
 * hydration, and so inside a press that hydrates it. It waits for the row to come near because
 * each image, even a lazy one, costs its loader's set-up when it is made: the part hydrates while
 * the page loads, and a visitor who never scrolls that far never pays for it. React never
 * reorders these fixed items, so the clones after them stay until the row stops looping or goes.
 */
function useLoopCopy(track: RefObject<HTMLUListElement | null>, looping: boolean) {
  useEffect(() => {
    const list = track.current;
    if (!looping || !list) return;
    let copies: Element[] = [];
    const stopWatching = whenNear(list, () => {
      if (copies.length > 0) return;
      copies = [...list.children].map((item) => {
        const copy = item.cloneNode(true) as Element;
        copy.setAttribute("aria-hidden", "true");
        copy.querySelector("img")?.setAttribute("alt", "");
        return copy;
      });
      list.append(...copies);
      list.setAttribute("data-looping", "");
    });
    return () => {
      stopWatching();
      list.removeAttribute("data-looping");
      copies.forEach((copy) => copy.remove());
    };
  }, [track, looping]);
}
