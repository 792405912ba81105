import { afterEach, describe, expect, it } from "vitest";
import { getEnv } from "@/lib/env";

// Settings are read on every request: the environment is parsed again only when a variable the
// app reads has changed, and such a change is seen on the very next read.
describe("getEnv", () => {
  const saved = process.env.CONTACT_INBOX;
  afterEach(() => {
    if (saved === undefined) delete process.env.CONTACT_INBOX;
    else process.env.CONTACT_INBOX = saved;
  });

  it("answers the same parsed settings while the environment is unchanged", () => {
    process.env.CONTACT_INBOX = "inbox@example.org";
    const first = getEnv();
    expect(getEnv()).toBe(first);
    // A variable the app does not read changes nothing.
    process.env.SOME_UNRELATED_VARIABLE = "x";
    expect(getEnv()).toBe(first);
    delete process.env.SOME_UNRELATED_VARIABLE;
  });

  it("sees a changed, an emptied and a removed variable at once", () => {
    process.env.CONTACT_INBOX = "first@example.org";
    expect(getEnv().CONTACT_INBOX).toBe("first@example.org");
    process.env.CONTACT_INBOX = "second@example.org";
    expect(getEnv().CONTACT_INBOX).toBe("second@example.org");
    // An empty variable means unset: the default applies.
    process.env.CONTACT_INBOX = "";
    expect(getEnv().CONTACT_INBOX).toBe("hello@example.com");
    process.env.CONTACT_INBOX = "third@example.org";
    expect(getEnv().CONTACT_INBOX).toBe("third@example.org");
    delete process.env.CONTACT_INBOX;
    expect(getEnv().CONTACT_INBOX).toBe("hello@example.com");
  });

  it("still refuses an invalid value every time it is read", () => {
    process.env.CONTACT_INBOX = "not an address";
    expect(() => getEnv()).toThrow(/CONTACT_INBOX/);
    expect(() => getEnv()).toThrow(/CONTACT_INBOX/);
  });

  it("cannot be changed by a caller", () => {
    const env = getEnv();
    expect(() => {
      (env as { CONTACT_INBOX: string }).CONTACT_INBOX = "changed@example.org";
    }).toThrow(TypeError);
  });
});
