// Signup's strength rule and generator; shared by the form and the server.
export type PasswordStrength = "none" | "weak" | "medium" | "strong";

/** 1 point at 8+ characters, 2 at 12+, plus 1 each for upper, lower, digit and special. */
export function scorePassword(password: string): number {
  let score = 0;
  if (password.length >= 8) score += 1;
  if (password.length >= 12) score += 1;
  if (/[A-Z]/.test(password)) score += 1;
  if (/[a-z]/.test(password)) score += 1;
  if (/[0-9]/.test(password)) score += 1;
  if (/[^A-Za-z0-9]/.test(password)) score += 1;
  return score;
}

export function passwordStrength(password: string): PasswordStrength {
  if (!password) return "none";
  const score = scorePassword(password);
  if (score >= 5) return "strong";
  if (score >= 3) return "medium";
  return "weak";
}

const LOWER = "abcdefghijkmnopqrstuvwxyz";
const UPPER = "ABCDEFGHJKLMNPQRSTUVWXYZ";
const DIGITS = "23456789";
const SPECIAL = "!@#$%^&*()-_=+[]{};:,.?";
const ALL = LOWER + UPPER + DIGITS + SPECIAL;

/** 16 random characters with at least one of each class, from the platform's CSPRNG. */
export function generateStrongPassword(length = 16): string {
  const pick = (set: string) => set[randomIndex(set.length)] ?? "x";
  const chars = [pick(LOWER), pick(UPPER), pick(DIGITS), pick(SPECIAL)];
  while (chars.length < length) chars.push(pick(ALL));
  // Fisher-Yates so the guaranteed classes are not always first.
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomIndex(i + 1);
    [chars[i], chars[j]] = [chars[j] as string, chars[i] as string];
  }
  return chars.join("");
}

function randomIndex(max: number): number {
  // Rejection sampling avoids modulo bias.
  const limit = Math.floor(0x1_0000_0000 / max) * max;
  const buffer = new Uint32Array(1);
  for (;;) {
    globalThis.crypto.getRandomValues(buffer);
    const value = buffer[0] ?? 0;
    if (value < limit) return value % max;
  }
}
