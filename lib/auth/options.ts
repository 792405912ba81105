import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { getAuthSecret } from "@/lib/env";
import { AppError } from "@/lib/errors/app-error";
import { getClientAddress } from "./client-address";
import { signInWithPassword } from "./credentials";
import { SESSION_MAX_AGE_MS, secureCookies } from "./session-config";
import { deleteAuthSession, validateAuthSession } from "./sessions";

/** What a credentials sign-in through next-auth's own endpoint hands back beside its session cookie. */
export type SignInHooks = { onDeviceCookie(setCookie: string): void };

/**
 * next-auth with credentials and JWT sessions. The JWT carries only the user id (sub) and the
 * server-side session id (sid); every read checks that row, so revoking it ends the session.
 * POST /api/auth/admin/login issues the same cookie through the same signInWithPassword().
 * next-auth cannot set cookies of ours, so its route handler takes the device cookie through
 * `hooks` and adds it to the response.
 */
export function getAuthOptions(hooks?: SignInHooks): NextAuthOptions {
  return {
    secret: getAuthSecret(),
    useSecureCookies: secureCookies(),
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_MS / 1000 },
    jwt: { maxAge: SESSION_MAX_AGE_MS / 1000 },
    pages: { signIn: "/login", error: "/login" },
    providers: [
      CredentialsProvider({
        name: "Username and password",
        credentials: {
          username: { label: "Username", type: "text" },
          password: { label: "Password", type: "password" },
        },
        async authorize(credentials, req) {
          if (!credentials?.username || !credentials.password) return null;
          const headers = new Headers();
          for (const [name, value] of Object.entries(req.headers ?? {})) {
            if (typeof value === "string") headers.set(name, value);
          }
          try {
            const signedIn = await signInWithPassword(credentials.username, credentials.password, {
              address: getClientAddress(new Request("http://localhost/", { headers })),
              cookieHeader: headers.get("cookie"),
            });
            hooks?.onDeviceCookie(signedIn.deviceCookie);
            return {
              id: signedIn.user.id,
              name: signedIn.user.username,
              email: signedIn.user.email,
              role: signedIn.user.role,
              sid: signedIn.sessionId,
            };
          } catch (error) {
            // next-auth passes the message to /login?error=...; our messages are safe to show.
            if (error instanceof AppError) throw new Error(error.message);
            throw error;
          }
        },
      }),
    ],
    callbacks: {
      async jwt({ token, user }) {
        if (user) {
          const signedIn = user as typeof user & { sid: string; role: string };
          return {
            sub: signedIn.id,
            sid: signedIn.sid,
            name: signedIn.name,
            email: signedIn.email,
            role: signedIn.role,
          };
        }
        // A revoked or expired session makes next-auth clear the cookie and answer no session.
        const current = typeof token.sid === "string" ? await validateAuthSession(token.sid) : null;
        if (!current || current.id !== token.sub) throw new Error("Session ended");
        return { ...token, name: current.username, email: current.email, role: current.role };
      },
      async session({ session, token }) {
        return {
          ...session,
          user: {
            ...session.user,
            id: token.sub,
            name: token.name,
            email: token.email,
            role: token.role,
          },
        };
      },
    },
    logger: {
      // A revoked session is expected (logout elsewhere, suspension), not an error worth a stack.
      error(code, metadata) {
        if (code === "JWT_SESSION_ERROR") return;
        console.error(`[next-auth] ${code}`, metadata);
      },
      warn(code) {
        console.warn(`[next-auth] ${code}`);
      },
      debug() {},
    },
    events: {
      async signOut({ token }) {
        if (typeof token?.sid === "string") await deleteAuthSession(token.sid);
      },
    },
  };
}
