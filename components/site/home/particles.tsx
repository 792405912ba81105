// 12 particles, 5 when the viewport is 768px wide or less. Their places, sizes and
// delays are in globals.css (`.particle:nth-child(n)`): the same on server and client, and not
// repeated as inline styles in the HTML and the page's payload.
const PARTICLE_COUNT = 12;

export function Particles() {
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none absolute inset-0 -z-10"
      data-testid="particles"
    >
      {Array.from({ length: PARTICLE_COUNT }, (_, index) => (
        <span key={index} className="particle" />
      ))}
    </div>
  );
}
