import { cn } from "@/lib/utils";

// Spec section 9: 12 particles, 5 when the viewport is 768px wide or less. Fixed positions keep
// server and client markup identical; CSS hides the extra seven on small screens.
const PARTICLES = [
  [8, 18, 6, 0], [22, 72, 4, 1.2], [37, 30, 8, 2.4], [51, 84, 5, 0.6], [66, 12, 7, 3.1],
  [79, 58, 4, 1.8], [91, 26, 6, 4.2], [14, 46, 5, 2.9], [44, 60, 4, 5.1], [58, 40, 6, 3.7],
  [72, 88, 5, 0.9], [86, 70, 7, 4.8],
] as const;
const MOBILE_COUNT = 5;

export function Particles() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10" data-testid="particles">
      {PARTICLES.map(([left, top, size, delay], index) => (
        <span
          key={index}
          data-particle
          className={cn("particle", index >= MOBILE_COUNT && "[@media(max-width:768px)]:hidden")}
          style={{ left: `${left}%`, top: `${top}%`, width: size, height: size, animationDelay: `${delay}s` }}
        />
      ))}
    </div>
  );
}
