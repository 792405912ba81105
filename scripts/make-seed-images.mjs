// Generates the demo key art in public/seed/ (committed): abstract, original, small WebP files.
// Run once after changing the palette: node scripts/make-seed-images.mjs
import { mkdirSync } from "node:fs";
import sharp from "sharp";

const palettes = [
  ["#d946ef", "#7c3aed", "#0ea5e9"],
  ["#f43f5e", "#f59e0b", "#7c3aed"],
  ["#22d3ee", "#6366f1", "#a855f7"],
  ["#f97316", "#ec4899", "#8b5cf6"],
  ["#10b981", "#0ea5e9", "#6366f1"],
  ["#e879f9", "#f472b6", "#fb923c"],
  ["#38bdf8", "#818cf8", "#f472b6"],
  ["#facc15", "#f97316", "#ef4444"],
  ["#a78bfa", "#22d3ee", "#34d399"],
  ["#fb7185", "#c084fc", "#60a5fa"],
  ["#2dd4bf", "#a3e635", "#22d3ee"],
  ["#f0abfc", "#818cf8", "#2dd4bf"],
  ["#fda4af", "#fb923c", "#facc15"],
];

function rand(seed) {
  let s = seed * 9301 + 49297;
  return () => (s = (s * 9301 + 49297) % 233280) / 233280;
}

function art(index, kind) {
  const [a, b, c] = palettes[index % palettes.length];
  const r = rand(index + (kind === "video" ? 100 : 1));
  const blobs = [a, b, c]
    .map((color, i) => {
      const cx = 160 + r() * 960,
        cy = 100 + r() * 520,
        rad = 180 + r() * 220;
      return `<circle cx="${cx}" cy="${cy}" r="${rad}" fill="${color}" opacity="${0.55 + i * 0.1}"/>`;
    })
    .join("");
  const rings = Array.from({ length: 5 }, (_, i) => {
    const rad = 60 + i * 55;
    return `<circle cx="${900 - index * 23}" cy="${360 + (index % 3) * 40}" r="${rad}" fill="none" stroke="white" stroke-opacity="${0.22 - i * 0.035}" stroke-width="2"/>`;
  }).join("");
  const grid = Array.from(
    { length: 12 },
    (_, i) =>
      `<line x1="${i * 110}" y1="0" x2="${i * 110 - 200}" y2="720" stroke="white" stroke-opacity="0.05"/>`,
  ).join("");
  const play =
    kind === "video"
      ? `<g opacity="0.9"><circle cx="640" cy="360" r="64" fill="black" fill-opacity="0.35" stroke="white" stroke-opacity="0.6" stroke-width="2"/><path d="M622 328 L672 360 L622 392 Z" fill="white"/></g>`
      : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 1280 720">
  <defs><filter id="b" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="90"/></filter>
  <linearGradient id="v" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#09090b" stop-opacity="0"/><stop offset="1" stop-color="#09090b" stop-opacity="0.75"/></linearGradient></defs>
  <rect width="1280" height="720" fill="#0b0b12"/>
  <g filter="url(#b)">${blobs}</g>
  ${grid}${rings}
  <rect width="1280" height="720" fill="url(#v)"/>
  ${play}
</svg>`;
}

mkdirSync("public/seed", { recursive: true });
for (let i = 0; i < 13; i++) {
  await sharp(Buffer.from(art(i, "project")))
    .webp({ quality: 72 })
    .toFile(`public/seed/project-${i + 1}.webp`);
}
for (let i = 0; i < 9; i++) {
  await sharp(Buffer.from(art(i + 3, "video")))
    .webp({ quality: 72 })
    .toFile(`public/seed/video-${i + 1}.webp`);
}
console.log("written public/seed/*.webp");
