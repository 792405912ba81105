"use client";

import { memo, useCallback, useDeferredValue, useEffect, useRef, useState } from "react";
import { clsx } from "clsx";

import { IntentLink } from "@/components/site/intent-link-client";
import { afterNextPaint } from "@/components/site/hooks/after-next-paint";
import { useInView } from "@/components/site/hooks/use-in-view";
import { REDUCED_MOTION_QUERY, useMediaQuery } from "@/components/site/hooks/use-media-query";
import { FallbackImage } from "@/components/site/media/fallback-image-client";
import { SpriteIcon } from "@/components/site/icons/sprite-icon";
import type { PublicProject } from "@/components/site/types";

// The outline icon button in one component class (globals.css).
const PILL_BUTTON = "btn round-button";

// The carousel advances every 4 s, only with more than one slide.
export const CAROUSEL_INTERVAL_MS = 4000;

/** The fields a slide shows: the rest of the project stays on the server. */
export type IpSlide = Pick<
  PublicProject,
  "_id" | "title" | "description" | "category" | "image" | "imageAlt"
>;

/**
 * A press on Next, Previous, a dot or a thumbnail paints the dots' and thumbnails' new state at
 * once; the large slide (a new picture and its caption) follows from a deferred index, rendered
 * after that paint.
 */
export function IpCarousel({ projects }: { projects: IpSlide[] }) {
  const [index, setIndex] = useState(0);
  // The first slide paints as the server sent it; only a slide that replaces another fades in.
  const [changed, setChanged] = useState(false);
  const slideIndex = useDeferredValue(index);
  const slideChanged = useDeferredValue(changed);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  const reduced = useMediaQuery(REDUCED_MOTION_QUERY);
  const stripRef = useRef<HTMLUListElement>(null);
  const regionRef = useRef<HTMLDivElement>(null);
  // Slides advance only while a visitor can see them: one who scrolls down meets the first slide,
  // and a carousel out of view costs the page nothing.
  const inView = useInView(regionRef);
  const count = projects.length;
  const canAutoplay = count > 1 && !reduced;
  const running = canAutoplay && inView && !hovered && !focused && !userPaused;

  const go = useCallback(
    (next: number) => {
      setChanged(true);
      setIndex(((next % count) + count) % count);
    },
    [count],
  );

  const togglePause = useCallback(() => setUserPaused((paused) => !paused), []);

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      setChanged(true);
      setIndex((i) => (i + 1) % count);
    }, CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [running, count, index]);

  // Keep the active thumbnail in view without moving the page. Reading its position forces a
  // layout: done after the press has painted, and never before the first change (the strip is
  // then at its start, the first thumbnail in view), so not while the page hydrates.
  useEffect(() => {
    if (!changed) return;
    return afterNextPaint(() => {
      const strip = stripRef.current;
      const thumb = strip?.children[index] as HTMLElement | undefined;
      if (!strip || !thumb) return;
      strip.scrollTo({
        left: thumb.offsetLeft - strip.offsetLeft - 16,
        behavior: reduced ? "instant" : "smooth",
      });
    });
  }, [changed, index, reduced]);

  const current = projects[slideIndex];
  if (!current) return null;

  return (
    <div
      ref={regionRef}
      className="flex flex-col gap-6"
      role="region"
      aria-roledescription="carousel"
      aria-label="Featured IPs"
      data-running={running}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div
        className="border-border relative overflow-hidden rounded-3xl border bg-zinc-900"
        aria-live={running ? "off" : "polite"}
      >
        <Slide project={current} index={slideIndex} count={count} changed={slideChanged} />
      </div>

      <CarouselControls
        projects={projects}
        index={index}
        canAutoplay={canAutoplay}
        userPaused={userPaused}
        onGo={go}
        onTogglePause={togglePause}
      />

      <ul
        ref={stripRef}
        className="flex snap-x [scrollbar-width:thin] gap-4 overflow-x-auto pb-2"
        aria-label="All featured IPs"
      >
        {projects.map((project, i) => (
          <Thumb
            key={project._id}
            project={project}
            position={i}
            active={i === index}
            onSelect={go}
          />
        ))}
      </ul>
    </div>
  );
}

/**
 * The dots, Pause, Previous and Next. Memoised, like the slide and the thumbnails: a pointer
 * entering the carousel or a press focusing it (which stop the slideshow) renders none of them.
 */
const CarouselControls = memo(function CarouselControls({
  projects,
  index,
  canAutoplay,
  userPaused,
  onGo,
  onTogglePause,
}: {
  projects: IpSlide[];
  index: number;
  canAutoplay: boolean;
  userPaused: boolean;
  onGo: (next: number) => void;
  onTogglePause: () => void;
}) {
  const count = projects.length;
  return (
    <div className="flex flex-wrap items-center justify-between gap-4">
      <div className="flex items-center gap-2" role="group" aria-label="Slide dots">
        {projects.map((project, i) => (
          <button
            key={project._id}
            type="button"
            onClick={() => onGo(i)}
            aria-label={`Go to slide ${i + 1}: ${project.title}`}
            aria-current={i === index ? "true" : undefined}
            className="carousel-dot"
          >
            <span />
          </button>
        ))}
      </div>
      <div className="flex items-center gap-2">
        {canAutoplay && (
          <button
            type="button"
            className={PILL_BUTTON}
            onClick={onTogglePause}
            aria-label={userPaused ? "Play slideshow" : "Pause slideshow"}
          >
            <SpriteIcon name="pause" hidden={userPaused} />
            <SpriteIcon name="play" hidden={!userPaused} />
          </button>
        )}
        <button
          type="button"
          className={PILL_BUTTON}
          onClick={() => onGo(index - 1)}
          aria-label="Previous slide"
          disabled={count < 2}
        >
          <SpriteIcon name="chevron-left" />
        </button>
        <button
          type="button"
          className={PILL_BUTTON}
          onClick={() => onGo(index + 1)}
          aria-label="Next slide"
          disabled={count < 2}
        >
          <SpriteIcon name="chevron-right" />
        </button>
      </div>
    </div>
  );
});

// Memoised: a press re-renders the slide only once the deferred index reaches it, and only the
// two thumbnails whose state changes.
const Slide = memo(function Slide({
  project,
  index,
  count,
  changed,
}: {
  project: IpSlide;
  index: number;
  count: number;
  changed: boolean;
}) {
  return (
    <IntentLink
      href={`/ip/${project._id}`}
      className="group relative block aspect-[4/5] sm:aspect-[16/8]"
      aria-roledescription="slide"
      aria-label={`${index + 1} of ${count}: ${project.title}`}
      data-testid="carousel-main"
    >
      <FallbackImage
        key={project._id}
        sources={[project.image]}
        alt={project.imageAlt || project.title}
        // Sized by CSS, not `fill`: the same picture without fill's inline style.
        width={1920}
        height={960}
        sizes="(min-width: 1280px) 1216px, 100vw"
        className={clsx("slide-image", changed && "motion-safe:animate-in motion-safe:fade-in-0")}
      />
      <span className="slide-shade" />
      <span className="slide-caption">
        <span className="slide-category">{project.category}</span>
        <span className="slide-title">{project.title}</span>
        <span className="slide-text">{project.description}</span>
        <span className="slide-more">
          Explore the IP <SpriteIcon name="arrow-up-right" className="size-4" />
        </span>
      </span>
    </IntentLink>
  );
});

const Thumb = memo(function Thumb({
  project,
  position,
  active,
  onSelect,
}: {
  project: IpSlide;
  position: number;
  active: boolean;
  onSelect: (position: number) => void;
}) {
  return (
    <li className="carousel-thumb-item">
      <button
        type="button"
        onClick={() => onSelect(position)}
        aria-label={`Show ${project.title}`}
        aria-current={active ? "true" : undefined}
        className="carousel-thumb"
      >
        {/* A fixed size (14rem wide) needs two widths in its srcset, not every width. */}
        <FallbackImage sources={[project.image]} alt="" width={224} height={126} />
        <span className="carousel-thumb-shade" />
        <span className="carousel-thumb-title">{project.title}</span>
      </button>
    </li>
  );
});
