import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, callApi, errorMessage, validationText } from "@/lib/api-client";

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    "fetch",
    vi.fn(
      async () => new Response(typeof body === "string" ? body : JSON.stringify(body), { status }),
    ),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("the browser's API client", () => {
  it("sends JSON with the session cookie and returns the answer", async () => {
    answer(200, { success: true });
    expect(await callApi("/api/x", { method: "POST", body: { a: 1 } })).toEqual({ success: true });
    const [url, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(url).toBe("/api/x");
    expect(init).toMatchObject({
      method: "POST",
      credentials: "same-origin",
      body: '{"a":1}',
      headers: { "Content-Type": "application/json" },
    });
    expect((init!.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it("turns an error body into an ApiError with the server's message, code and field issues", async () => {
    answer(400, {
      success: false,
      message: "Validation failed",
      type: "VALIDATION_ERROR",
      details: [{ path: "email", msg: "Invalid email" }, { bogus: 1 }],
    });
    const error = await callApi("/api/x").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: "Validation failed",
      type: "VALIDATION_ERROR",
      details: [{ path: "email", msg: "Invalid email" }],
    });
    expect(validationText(error)).toBe("Validation failed: email: Invalid email");
  });

  it("leaves the message empty when the server gave none, so the screen's own text shows", async () => {
    answer(500, "oops");
    const error = await callApi("/api/x").catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 500, message: "" });
    expect(errorMessage(error, "Failed to save")).toBe("Failed to save");
    expect(validationText(error)).toBeNull();
  });

  it("tells a request that got no answer apart from a refused one", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    const error = await callApi("/api/x").catch((caught: unknown) => caught);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(errorMessage(error, "Failed to save")).toBe("Failed to save");
  });
});
