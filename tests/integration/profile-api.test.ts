import { describe, expect, it } from "vitest";
import { GET as getProfile, PUT as putProfile } from "@/app/api/settings/profile/route";
import { issueResetToken, verifyResetToken } from "@/lib/auth/password-reset";
import { getViewer } from "@/lib/auth/viewer";
import { databaseKind, useTestDatabase } from "../helpers/db";
import { createUser, signIn, signedInAs } from "../helpers/auth";
import { getRequest, jsonRequest } from "../helpers/requests";

useTestDatabase();

const put = (body: unknown, cookie: string) =>
  putProfile(jsonRequest("/api/settings/profile", "PUT", body, cookie), undefined);

describe(`profile API (${databaseKind()})`, () => {
  it("returns the signed-in user's username and e-mail", async () => {
    const { user, cookie } = await signedInAs("user");
    const response = await getProfile(getRequest("/api/settings/profile", cookie), undefined);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      username: user.username,
      email: user.email,
      role: "user",
    });
    expect((await getProfile(getRequest("/api/settings/profile"), undefined)).status).toBe(401);
  });

  it("updates username and e-mail; 409 when taken by someone else regardless of case", async () => {
    const { user, cookie } = await signedInAs("admin");
    const other = await createUser({ username: "someone_else", email: "someone@example.com" });
    const taken = await put({ username: other.username.toUpperCase(), email: user.email }, cookie);
    expect(taken.status).toBe(409);
    const ok = await put(
      { username: `${user.username}_x`, email: `X.${user.email}`, currentPassword: user.password },
      cookie,
    );
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({
      message: "Profile updated successfully",
      user: { username: `${user.username}_x` },
    });
    // Keeping one's own name in another case is not a clash.
    expect(
      (await put({ username: `${user.username}_X`, email: `x.${user.email}` }, cookie)).status,
    ).toBe(200);
  });

  it("changes the e-mail only with the right current password; a new username or the same address in another case needs none", async () => {
    const { user, cookie } = await signedInAs("user");
    const missing = await put({ username: user.username, email: "thief@example.com" }, cookie);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({
      details: [{ path: "currentPassword", msg: "Current password is required to change email" }],
    });
    const wrong = await put(
      {
        username: user.username,
        email: "thief@example.com",
        currentPassword: "Not-the-password-1",
      },
      cookie,
    );
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ message: "Current password is incorrect" });
    const profile = async () =>
      (await (await getProfile(getRequest("/api/settings/profile", cookie), undefined)).json()) as {
        username: string;
        email: string;
      };
    expect((await profile()).email).toBe(user.email);

    expect(
      (await put({ username: `${user.username}_n`, email: user.email.toUpperCase() }, cookie))
        .status,
    ).toBe(200);
    expect(await profile()).toEqual({
      username: `${user.username}_n`,
      email: user.email.toUpperCase(),
      role: "user",
    });
    expect(
      (
        await put(
          { username: user.username, email: "moved@example.com", currentPassword: user.password },
          cookie,
        )
      ).status,
    ).toBe(200);
    expect((await profile()).email).toBe("moved@example.com");
  });

  it("refuses a weak new password with registration's message; a change spends every outstanding reset link", async () => {
    const user = await createUser({ role: "admin" });
    const cookie = await signIn(user.username, user.password);
    const weak = await put(
      {
        username: user.username,
        email: user.email,
        currentPassword: user.password,
        newPassword: "abcdefghij",
      },
      cookie,
    );
    expect(weak.status).toBe(400);
    expect(await weak.json()).toMatchObject({
      details: [
        { path: "newPassword", msg: "Password is too weak. Please use a stronger password." },
      ],
    });
    const short = await put(
      {
        username: user.username,
        email: user.email,
        currentPassword: user.password,
        newPassword: "Ab1!",
      },
      cookie,
    );
    expect(await short.json()).toMatchObject({
      details: [{ path: "newPassword", msg: "New password must be at least 8 characters long" }],
    });

    // A link mailed earlier (perhaps to someone who had the session) must not undo the change.
    const { token } = await issueResetToken(user.id);
    expect(await verifyResetToken(token)).toEqual({ userId: user.id });
    const ok = await put(
      {
        username: user.username,
        email: user.email,
        currentPassword: user.password,
        newPassword: "Fresh!Passw0rd-9",
      },
      cookie,
    );
    expect(ok.status).toBe(200);
    await expect(verifyResetToken(token)).rejects.toMatchObject({
      status: 400,
      message: "Invalid or expired reset link",
    });
  });

  it("changes the password only with the right current one; other sessions end, this one stays", async () => {
    const user = await createUser({ role: "user" });
    const here = await signIn(user.username, user.password);
    const elsewhere = await signIn(user.username, user.password);

    const missing = await put(
      { username: user.username, email: user.email, newPassword: "Another-pass-99" },
      here,
    );
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({
      details: [
        { path: "currentPassword", msg: "Current password is required to change password" },
      ],
    });

    const wrong = await put(
      {
        username: `${user.username}_new`,
        email: user.email,
        currentPassword: "nope-nope",
        newPassword: "Another-pass-99",
      },
      here,
    );
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ message: "Current password is incorrect" });
    // Nothing changed on a wrong current password, not even the username.
    expect(
      (await (await getProfile(getRequest("/api/settings/profile", here), undefined)).json())
        .username,
    ).toBe(user.username);

    const ok = await put(
      {
        username: user.username,
        email: user.email,
        currentPassword: user.password,
        newPassword: "Another-pass-99",
      },
      here,
    );
    expect(ok.status).toBe(200);
    expect(await getViewer(getRequest("/", here))).not.toBeNull();
    expect(await getViewer(getRequest("/", elsewhere))).toBeNull();
    await expect(signIn(user.username, user.password)).rejects.toThrow(/401/);
    await expect(signIn(user.username, "Another-pass-99")).resolves.toBeTruthy();
  });

  it("is refused to a pending account (it can never sign in) and to anonymous visitors", async () => {
    const response = await put({ username: "x_user", email: "x@example.com" }, "");
    expect(response.status).toBe(401);
  });
});
