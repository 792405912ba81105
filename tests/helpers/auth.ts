import { randomBytes } from "node:crypto";
import { getDb } from "@/lib/db/client";
import { hashPassword } from "@/lib/auth/password";
import type { Role, UserStatus } from "@/lib/auth/permissions";
import { POST as loginRoute } from "@/app/api/auth/admin/login/route";

export const TEST_PASSWORD = "Test-Password-123!";

export type TestUser = {
  id: string;
  username: string;
  email: string;
  password: string;
  role: Role;
  status: UserStatus;
};

/** Creates an account directly in the test database (unique name unless given). */
export async function createUser(
  options: {
    role?: Role;
    status?: UserStatus;
    username?: string;
    email?: string;
    password?: string;
  } = {},
): Promise<TestUser> {
  const username = options.username ?? `user_${randomBytes(5).toString("hex")}`;
  const email = options.email ?? `${username}@example.test`;
  const password = options.password ?? TEST_PASSWORD;
  const role = options.role ?? "user";
  const status = options.status ?? "active";
  const db = await getDb();
  const user = await db.user.create({
    data: {
      username,
      usernameKey: username.toLowerCase(),
      email,
      emailKey: email.toLowerCase(),
      passwordHash: await hashPassword(password),
      role,
      status,
    },
    select: { id: true },
  });
  return { id: user.id, username, email, password, role, status };
}

let addressCounter = 0;

/**
 * Signs in through the real login route and returns a Cookie header value for
 * `new Request(url, { headers: { cookie } })`. Each call comes from its own client address so
 * that tests never trip each other's login rate limits.
 */
export async function signIn(username: string, password: string = TEST_PASSWORD): Promise<string> {
  addressCounter += 1;
  const response = await loginRoute(
    new Request("http://localhost/api/auth/admin/login", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-forwarded-for": `10.99.${addressCounter >> 8}.${addressCounter & 255}`,
      },
      body: JSON.stringify({ username, password }),
    }),
    undefined,
  );
  if (response.status !== 200) {
    throw new Error(`signIn(${username}) failed: ${response.status} ${await response.text()}`);
  }
  return cookieHeaderFrom(response);
}

/** Turns a response's Set-Cookie headers into a Cookie request header. */
export function cookieHeaderFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0] ?? "")
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
}

/** Creates an account with the role and signs it in: the usual first line of a route test. */
export async function signedInAs(
  role: Exclude<Role, "pending">,
): Promise<{ user: TestUser; cookie: string }> {
  const user = await createUser({ role });
  return { user, cookie: await signIn(user.username, user.password) };
}
