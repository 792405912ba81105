import "server-only";
import crypto from "node:crypto";
import { jwtDecrypt } from "jose";
import type { JWT, JWTDecodeParams } from "next-auth/jwt";

// next-auth derives its encryption key from the secret with HKDF on every decode: about a
// fifteenth of the CPU time of a signed-in API request. The key depends on the secret alone,
// so it is derived once per secret here, with next-auth's own parameters (session tokens have
// no salt).
const INFO = "NextAuth.js Generated Encryption Key";
let derived: { secret: string; key: Uint8Array } | null = null;

function encryptionKey(secret: string): Uint8Array {
  if (derived?.secret !== secret) {
    derived = { secret, key: new Uint8Array(crypto.hkdfSync("sha256", secret, "", INFO, 32)) };
  }
  return derived.key;
}

/** next-auth's session token decode (A256GCM, 15 s of clock tolerance), the key derived once. */
export async function decodeSessionJwt({ token, secret }: JWTDecodeParams): Promise<JWT | null> {
  if (!token) return null;
  const { payload } = await jwtDecrypt(token, encryptionKey(secret.toString()), {
    clockTolerance: 15,
  });
  return payload as JWT;
}
