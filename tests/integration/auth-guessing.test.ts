import { beforeEach, describe, expect, it, vi } from "vitest";
import { POST as login } from "@/app/api/auth/admin/login/route";
import { LOGIN_LIMITS } from "@/lib/auth/login-limits";
import { getAuthOptions } from "@/lib/auth/options";
import { hitRateLimit } from "@/lib/rate-limit";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { POST as register } from "@/app/api/auth/admin/register/route";
import { POST as forgotPassword } from "@/app/api/auth/admin/forgot-password/route";
import { POST as resetPassword } from "@/app/api/auth/admin/reset-password/[token]/route";
import { ADDRESS_LIMITS } from "@/lib/auth/address-limits";
import { databaseKind, useTestDatabase } from "../helpers/db";
import { cookieHeaderFrom, createUser } from "../helpers/auth";
import { jsonRequest } from "../helpers/requests";

// Every password check is counted, so a test can tell how many guesses a burst really got.
vi.mock("@/lib/auth/password", async (importOriginal) => {
  const original = await importOriginal<typeof import("@/lib/auth/password")>();
  return {
    ...original,
    verifyPassword: vi.fn(original.verifyPassword),
    hashPassword: vi.fn(original.hashPassword),
  };
});
const passwordChecks = () => vi.mocked(verifyPassword).mock.calls.length;
const passwordHashes = () => vi.mocked(hashPassword).mock.calls.length;

useTestDatabase();
beforeEach(() => {
  vi.mocked(verifyPassword).mockClear();
  vi.mocked(hashPassword).mockClear();
});

let next = 0;
const freshAddress = () => `10.77.${(next += 1) >> 8}.${next & 255}`;

const attempt = (username: string, password: string, address: string, cookie?: string) => {
  const request = jsonRequest("/api/auth/admin/login", "POST", { username, password }, cookie);
  request.headers.set("x-forwarded-for", address);
  return login(request, undefined);
};

const statuses = (responses: Response[]) =>
  responses.reduce<Record<number, number>>(
    (count, r) => ({ ...count, [r.status]: (count[r.status] ?? 0) + 1 }),
    {},
  );

describe(`a burst of guesses gets no more checks than the limit (${databaseKind()})`, () => {
  it("50 parallel wrong logins for one account from one address: 5 password checks, the rest 429", async () => {
    const user = await createUser();
    const address = freshAddress();
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => attempt(user.username, "wrong-password", address)),
    );
    expect(passwordChecks()).toBe(LOGIN_LIMITS.accountAddress.limit);
    expect(statuses(responses)).toEqual({ 401: 5, 429: 45 });
  });

  it("a nearly full address window lets a burst across accounts check only what is left", async () => {
    const address = freshAddress();
    for (let i = 0; i < LOGIN_LIMITS.address.limit - 3; i += 1)
      await hitRateLimit(`login:ip:${address}`, 20, 15 * 60_000);
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => attempt(`nobody_${i}`, "wrong-password", address)),
    );
    expect(passwordChecks()).toBe(3);
    expect(statuses(responses)).toEqual({ 401: 3, 429: 27 });
  });

  it("a nearly full account window lets a burst from many addresses check only what is left", async () => {
    const user = await createUser();
    for (let i = 0; i < LOGIN_LIMITS.account.limit - 4; i += 1)
      await hitRateLimit(`login:acct:${user.username}`, 100, 60 * 60_000);
    const responses = await Promise.all(
      Array.from({ length: 30 }, () => attempt(user.username, "wrong-password", freshAddress())),
    );
    expect(passwordChecks()).toBe(4);
    expect(statuses(responses)).toEqual({ 401: 4, 429: 26 });
  });

  it("a right password gives its attempt back: it uses no slot of the address or account windows", async () => {
    const user = await createUser();
    const address = freshAddress();
    for (let i = 0; i < 30; i += 1)
      expect((await attempt(user.username, user.password, address)).status).toBe(200);
  });
});

describe(`a burst gets no more registrations or resets than the limit (${databaseKind()})`, () => {
  const fromAddress = (request: Request, address: string) => {
    request.headers.set("x-forwarded-for", address);
    return request;
  };

  it("50 parallel registrations from one address: 20 accounts, the rest 429", async () => {
    const address = freshAddress();
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => {
        const body = {
          username: `burst_${next}_${i}`,
          email: `burst_${next}_${i}@example.com`,
          password: "Str0ng!Passw0rd",
        };
        return register(
          fromAddress(jsonRequest("/api/auth/admin/register", "POST", body), address),
          undefined,
        );
      }),
    );
    expect(statuses(responses)).toEqual({
      201: ADDRESS_LIMITS.register.limit,
      429: 50 - ADDRESS_LIMITS.register.limit,
    });
    expect(passwordHashes()).toBe(ADDRESS_LIMITS.register.limit);
  });

  it("50 parallel reset attempts from one address: 20 token checks, the rest 429", async () => {
    const address = freshAddress();
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => {
        const token = `guessed-token-${String(i).padStart(30, "0")}`;
        const request = fromAddress(
          jsonRequest(`/api/auth/admin/reset-password/${token}`, "POST", {
            password: "Str0ng!Passw0rd",
          }),
          address,
        );
        return resetPassword(request, { params: Promise.resolve({ token }) });
      }),
    );
    expect(statuses(responses)).toEqual({
      400: ADDRESS_LIMITS["reset-password"].limit,
      429: 50 - ADDRESS_LIMITS["reset-password"].limit,
    });
  });

  it("50 parallel reset requests from one address: 5 answered, the rest 429", async () => {
    const address = freshAddress();
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        forgotPassword(
          fromAddress(
            jsonRequest("/api/auth/admin/forgot-password", "POST", {
              email: `nobody_${i}@example.com`,
            }),
            address,
          ),
          undefined,
        ),
      ),
    );
    expect(statuses(responses)).toEqual({
      404: ADDRESS_LIMITS["forgot-password"].limit,
      429: 50 - ADDRESS_LIMITS["forgot-password"].limit,
    });
  });
});

describe(`device cookies: a stranger cannot lock the owner out (${databaseKind()})`, () => {
  /** The owner signs in once from their browser and keeps its cookies (the device cookie among them). */
  async function ownerWithBrowser() {
    const user = await createUser();
    const response = await attempt(user.username, user.password, freshAddress());
    expect(response.status).toBe(200);
    return { user, browser: cookieHeaderFrom(response) };
  }

  /** What 100 failures from anywhere leave behind, without 100 password checks' worth of time. */
  async function lockFromEverywhere(username: string) {
    const { limit, windowMs } = LOGIN_LIMITS.account;
    for (let i = 0; i < limit; i += 1)
      await hitRateLimit(`login:acct:${username.toLowerCase()}`, limit, windowMs);
  }

  async function strangersFail(username: string, count: number) {
    for (let i = 0; i < count; i += 10) {
      await Promise.all(
        Array.from({ length: Math.min(10, count - i) }, () =>
          attempt(username, "wrong-password", freshAddress()),
        ),
      );
    }
  }

  it("after 100 failures from many addresses the owner's browser still signs in; a browser without the cookie is refused", async () => {
    const { user, browser } = await ownerWithBrowser();
    await strangersFail(user.username, LOGIN_LIMITS.account.limit);

    const stranger = await attempt(user.username, user.password, freshAddress());
    expect(stranger.status).toBe(429);
    const owner = await attempt(user.username, user.password, freshAddress(), browser);
    expect(owner.status).toBe(200);
    // The next burst cannot undo it either: the owner's browser keeps getting in.
    await strangersFail(user.username, 10);
    expect(
      (await attempt(user.username, user.password, freshAddress(), cookieHeaderFrom(owner))).status,
    ).toBe(200);
  });

  it("next-auth's credentials sign-in honours the device cookie too", async () => {
    const { user, browser } = await ownerWithBrowser();
    await lockFromEverywhere(user.username);
    const authorize = (cookie?: string) => {
      const provider = getAuthOptions().providers[0] as unknown as {
        options: { authorize: (c: unknown, r: unknown) => Promise<unknown> };
      };
      const headers = { "x-forwarded-for": freshAddress(), ...(cookie ? { cookie } : {}) };
      return provider.options.authorize(
        { username: user.username, password: user.password },
        { headers },
      );
    };
    await expect(authorize()).rejects.toThrow(/Too many failed login attempts/);
    await expect(authorize(browser)).resolves.toMatchObject({ id: user.id });
  });

  it("strangers who fill the owner's own address windows do not block the owner's browser there", async () => {
    const { user, browser } = await ownerWithBrowser();
    const address = freshAddress();
    await Promise.all(
      Array.from({ length: LOGIN_LIMITS.accountAddress.limit }, () =>
        attempt(user.username, "wrong-password", address),
      ),
    );
    for (let i = 0; i < LOGIN_LIMITS.address.limit; i += 1)
      await hitRateLimit(
        `login:ip:${address}`,
        LOGIN_LIMITS.address.limit,
        LOGIN_LIMITS.address.windowMs,
      );
    expect((await attempt(user.username, user.password, address)).status).toBe(429);
    expect((await attempt(user.username, user.password, address, browser)).status).toBe(200);
  });

  it("a device's failures count for that device only", async () => {
    const { user, browser } = await ownerWithBrowser();
    const address = freshAddress();
    for (let i = 0; i < LOGIN_LIMITS.device.limit; i += 1) {
      expect((await attempt(user.username, "wrong-password", address, browser)).status).toBe(401);
    }
    expect((await attempt(user.username, user.password, address, browser)).status).toBe(429);
    // The same address without that cookie, and the account as a whole, are untouched.
    expect((await attempt(user.username, user.password, address)).status).toBe(200);
  });

  it("a stolen device cookie is worth nothing for another account", async () => {
    const { browser: otherBrowser } = await ownerWithBrowser();
    const victim = await createUser();
    await lockFromEverywhere(victim.username);

    // Another account's cookie as it is, and its value under the victim's cookie name.
    const [otherDevice] = otherBrowser.split("; ").filter((pair) => pair.startsWith("ams-device-"));
    expect(otherDevice).toBeDefined();
    expect(
      (await attempt(victim.username, victim.password, freshAddress(), otherBrowser)).status,
    ).toBe(429);
    const victimCookieName = await deviceCookieNameOf(victim.id);
    const transplanted = `${victimCookieName}=${otherDevice!.split("=")[1]}`;
    expect(
      (await attempt(victim.username, victim.password, freshAddress(), transplanted)).status,
    ).toBe(429);
  });

  it("an altered device cookie is worth nothing for its own account", async () => {
    const { user, browser } = await ownerWithBrowser();
    await lockFromEverywhere(user.username);
    const altered = browser.replace(
      /(ams-device-[^=]+=[^.]+\.)(.)/,
      (_, head: string, first: string) => `${head}${first === "A" ? "B" : "A"}`,
    );
    expect(altered).not.toBe(browser);
    expect((await attempt(user.username, user.password, freshAddress(), altered)).status).toBe(429);
    const forged = browser.replace(/(ams-device-[^=]+=)[^.]+/, "$1AAAAAAAAAAAAAAAAAAAAA");
    expect((await attempt(user.username, user.password, freshAddress(), forged)).status).toBe(429);
  });
});

/** The account's device cookie name, as the account's own browser would learn it (the name only). */
async function deviceCookieNameOf(userId: string): Promise<string> {
  const { deviceCookieName } = await import("@/lib/auth/device-cookie");
  return deviceCookieName(userId);
}
