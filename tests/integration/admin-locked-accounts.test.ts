import { describe, expect, it } from "vitest";

import {
  LOGIN_LIMITS,
  lockedUsernames,
  reserveLoginAttempt,
  unlockAccount,
} from "@/lib/auth/login-limits";
import { useTestDatabase } from "../helpers/db";

// The admin users screen offers Unlock for accounts that failed-login limits have locked.
describe("lockedUsernames", () => {
  useTestDatabase();

  it("names accounts locked from any address until an admin unlocks them", async () => {
    expect(await lockedUsernames(["Casey", "Robin"])).toEqual(new Set());
    for (let i = 0; i < LOGIN_LIMITS.accountAddress.limit - 1; i += 1)
      await reserveLoginAttempt("casey", { address: "203.0.113.7" });
    expect(await lockedUsernames(["Casey", "Robin"])).toEqual(new Set());

    await reserveLoginAttempt("casey", { address: "203.0.113.7" });
    expect(await lockedUsernames(["Casey", "Robin"])).toEqual(new Set(["Casey"]));

    await unlockAccount("casey");
    expect(await lockedUsernames(["Casey", "Robin"])).toEqual(new Set());
  });

  it("answers an empty list without a query", async () => {
    expect(await lockedUsernames([])).toEqual(new Set());
  });
});
