import { beforeEach, describe, expect, it, vi } from "vitest";
import { encodeSessionToken, readSessionToken } from "@/lib/auth/session-token";

// next-auth's own getToken, counted.
const getToken = vi.hoisted(() => vi.fn());
vi.mock("next-auth/jwt", async (importOriginal) => {
  const actual = await importOriginal<typeof import("next-auth/jwt")>();
  return {
    ...actual,
    getToken: (params: Parameters<typeof actual.getToken>[0]) => {
      getToken();
      return actual.getToken(params);
    },
  };
});

const url = "http://localhost/api/projects";
const withCookie = (cookie?: string) =>
  new Request(url, { headers: cookie === undefined ? {} : { cookie } });

describe("reading the session token", () => {
  beforeEach(() => getToken.mockClear());

  it("decodes nothing for a request without the session cookie", async () => {
    expect(await readSessionToken(withCookie())).toBeNull();
    expect(await readSessionToken(withCookie("theme=dark; consent=yes"))).toBeNull();
    expect(await readSessionToken(withCookie("next-auth.csrf-token=abc"))).toBeNull();
    expect(getToken).not.toHaveBeenCalled();
  });

  it("decodes the cookie under either name, and chunked", async () => {
    const token = await encodeSessionToken({ sub: "u1", sid: "s1" });
    expect(
      await readSessionToken(withCookie(`theme=dark; next-auth.session-token=${token}`)),
    ).toMatchObject({
      sub: "u1",
      sid: "s1",
    });
    expect(
      await readSessionToken(withCookie("__Secure-next-auth.session-token=garbage")),
    ).toBeNull();
    expect(await readSessionToken(withCookie("next-auth.session-token.0=garbage"))).toBeNull();
    expect(getToken).toHaveBeenCalledTimes(3);
  });
});
