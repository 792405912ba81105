/** ISO-8601 duration (PT1H2M3S, P1DT2H) as the site shows it: 'm:ss' or 'h:mm:ss'; '0:00' when unreadable. */
export function formatIsoDuration(iso: string): string {
  const match = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(iso.trim());
  if (!match || iso.trim() === "P" || iso.trim().endsWith("T")) return "0:00";
  const [, days = "0", hours = "0", minutes = "0", seconds = "0"] = match;
  const total =
    Number(days) * 86_400 +
    Number(hours) * 3_600 +
    Number(minutes) * 60 +
    Math.floor(Number(seconds));
  const h = Math.floor(total / 3_600);
  const m = Math.floor((total % 3_600) / 60);
  const s = total % 60;
  const ss = String(s).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${ss}` : `${m}:${ss}`;
}
