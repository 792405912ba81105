import NextAuth from "next-auth";
import { errorResponse } from "@/lib/api/route";
import { AppError } from "@/lib/errors/app-error";
import { getAuthOptions } from "@/lib/auth/options";

type Context = { params: Promise<{ nextauth: string[] }> };

// GET|POST /api/auth/* - next-auth's own endpoints (csrf, session, callback/credentials, signout)
async function handler(request: Request, context: Context): Promise<Response> {
  // next-auth answers a callbackUrl that is no http(s) URL with a 500 "configuration" error;
  // hostile input is a client error, so it gets a 400 instead.
  if (!hasValidCallbackUrls(request)) {
    return errorResponse(new AppError(400, "Invalid callback URL"));
  }
  // next-auth throws (a 500) for a GET to the credentials callback; only POST signs in.
  if (
    request.method === "GET" &&
    /\/callback\/credentials\/?$/.test(new URL(request.url).pathname)
  ) {
    return errorResponse(new AppError(405, "Method not allowed", { headers: { Allow: "POST" } }));
  }
  // Options are built per request so they read the current environment (secret, cookie security).
  const deviceCookies: string[] = [];
  const hooks = { onDeviceCookie: (setCookie: string) => deviceCookies.push(setCookie) };
  const response = (await NextAuth(getAuthOptions(hooks))(request, context)) as Response;
  for (const setCookie of deviceCookies) response.headers.append("Set-Cookie", setCookie);
  return response;
}

/** The same check next-auth's assertConfig makes on the callbackUrl query and cookie. */
function hasValidCallbackUrls(request: Request): boolean {
  const fromQuery = new URL(request.url).searchParams.get("callbackUrl");
  const fromCookie = (request.headers.get("cookie") ?? "")
    .split(";")
    .map((part) => part.trim())
    .find((part) => /^(__Secure-)?next-auth\.callback-url=/.test(part))
    ?.replace(/^[^=]*=/, "");
  return [fromQuery, fromCookie ? safeDecode(fromCookie) : fromCookie].every(
    (url) => !url || isHttpUrl(url),
  );
}

function isHttpUrl(url: string): boolean {
  try {
    return /^https?:$/.test(
      new URL(url, url.startsWith("/") ? "http://localhost" : undefined).protocol,
    );
  } catch {
    return false;
  }
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return "\u0000";
  }
}

export { handler as GET, handler as POST };
