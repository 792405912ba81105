import NextAuth from "next-auth";
import { getAuthOptions } from "@/lib/auth/options";

type Context = { params: Promise<{ nextauth: string[] }> };

// GET|POST /api/auth/* - next-auth's own endpoints (csrf, session, callback/credentials, signout)
async function handler(request: Request, context: Context): Promise<Response> {
  // Options are built per request so they read the current environment (secret, cookie security).
  return NextAuth(getAuthOptions())(request, context) as Promise<Response>;
}

export { handler as GET, handler as POST };
