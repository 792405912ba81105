import { notFound } from "next/navigation";
import { describe, expect, it, vi } from "vitest";
import { apiRoute, errorResponse } from "@/lib/api/route";
import { AppError } from "@/lib/errors/app-error";
import { codeForStatus, ERROR_CODES } from "@/lib/errors/codes";

describe("the JSON error body", () => {
  it("carries the status, message, code and details of an AppError", async () => {
    const response = errorResponse(
      new AppError(400, "Validation failed", {
        code: "VALIDATION_ERROR",
        details: [{ path: "email", msg: "Invalid email" }],
      }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      error: "Validation failed",
      message: "Validation failed",
      type: "VALIDATION_ERROR",
      details: [{ path: "email", msg: "Invalid email" }],
    });
  });

  it("gives every AppError a code: the status's general one unless the thrower names one", async () => {
    expect(await errorResponse(new AppError(404, "Project not found")).json()).toMatchObject({
      type: "NOT_FOUND",
    });
    expect(new AppError(409, "Username already exists").code).toBe("CONFLICT");
    expect(
      new AppError(401, "Invalid username or password", { code: "INVALID_CREDENTIALS" }).code,
    ).toBe("INVALID_CREDENTIALS");
  });

  it("lists each general code with the status it stands for", () => {
    for (const status of [400, 401, 403, 404, 405, 409, 413, 415, 429, 500, 502, 503, 504]) {
      expect(ERROR_CODES[codeForStatus(status)]).toBe(status);
    }
  });

  it("answers an unreachable database with 503 and anything unexpected with a bare 500", async () => {
    const unavailable = errorResponse(
      Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }),
    );
    expect(unavailable.status).toBe(503);
    expect(unavailable.headers.get("retry-after")).toBe("5");
    expect(await unavailable.json()).toMatchObject({ type: "SERVICE_UNAVAILABLE" });

    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const crash = errorResponse(new Error("secret internals at line 42"));
    log.mockRestore();
    expect(crash.status).toBe(500);
    expect(await crash.text()).not.toContain("secret");
  });

  it("leaves Next's own signals (notFound, redirect) to Next", async () => {
    const handler = apiRoute(async () => notFound());
    await expect(handler(new Request("http://localhost/api/x"), undefined)).rejects.toMatchObject({
      digest: expect.stringMatching(/^NEXT_HTTP_ERROR_FALLBACK;404/),
    });
  });
});
