// The Open Graph card drawn by next/og (inline styles only: it renders with Satori, not CSS).
export const OG_SIZE = { width: 1200, height: 630 };

export function OgCard({
  siteName,
  eyebrow,
  title,
  subtitle,
}: {
  siteName: string;
  eyebrow: string;
  title: string;
  subtitle?: string;
}) {
  return (
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: 72,
        background: "#09090b",
        backgroundImage:
          "radial-gradient(circle at 12% 8%, rgba(217,70,239,0.45), transparent 42%), radial-gradient(circle at 92% 88%, rgba(14,165,233,0.35), transparent 45%)",
        color: "#fafafa",
        fontFamily: "sans-serif",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 18 }}>
        <div
          style={{
            width: 64,
            height: 64,
            borderRadius: 18,
            display: "flex",
            alignItems: "center",
            justifyContent: "center",
            fontSize: 34,
            fontWeight: 800,
            backgroundImage: "linear-gradient(110deg, #c026d3, #7c3aed 50%, #0369a1)",
          }}
        >
          {siteName.slice(0, 1).toUpperCase()}
        </div>
        <div style={{ fontSize: 34, fontWeight: 700 }}>{siteName}</div>
      </div>
      <div style={{ display: "flex", flexDirection: "column", gap: 20 }}>
        <div
          style={{ fontSize: 26, letterSpacing: 4, textTransform: "uppercase", color: "#e879f9" }}
        >
          {eyebrow}
        </div>
        <div
          style={{
            fontSize: title.length > 40 ? 64 : 80,
            fontWeight: 800,
            lineHeight: 1.05,
            letterSpacing: -2,
          }}
        >
          {title}
        </div>
        {subtitle && (
          <div style={{ fontSize: 30, color: "#d4d4d8", lineHeight: 1.4 }}>
            {truncate(subtitle, 140)}
          </div>
        )}
      </div>
    </div>
  );
}

function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}
