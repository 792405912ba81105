import { describe, expect, it } from "vitest";

import { contactResolver } from "@/components/site/contact/contact-resolver";
import { AppError } from "@/lib/errors/app-error";
import { parseInput } from "@/lib/validations/parse-input";
import { contactSchema } from "@/lib/validations/contact";

// The one contact schema (zod/mini, it ships to the browser) gives the form and the server the
// same first-failing message per field, and the server keeps zod's English messages for the rest.
const VALID = {
  name: "Asha Rao",
  email: "asha@example.com",
  subject: "Campaign enquiry",
  message: "We would like to talk about a launch.",
};

function serverDetails(input: unknown) {
  try {
    parseInput(contactSchema, input);
  } catch (error) {
    if (error instanceof AppError) return error.details;
    throw error;
  }
  return undefined;
}

async function formErrors(values: Record<string, string>) {
  const result = await contactResolver(values as never, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return Object.fromEntries(
    Object.entries(result.errors).map(([field, error]) => [
      field,
      (error as { message?: string }).message,
    ]),
  );
}

describe("contact schema", () => {
  it.each([
    ["name", "   ", "Name is required"],
    ["name", "A", "Name must be at least 2 characters"],
    ["name", "A".repeat(100), "Name must be less than 100 characters"],
    ["name", "R2-D2", "Name can only contain letters and spaces"],
    ["email", "", "Email is required"],
    ["email", "a@b", "Please enter a valid email address"],
    ["email", `${"a".repeat(250)}@b.co`, "Please enter a valid email address"],
    ["subject", "Hey", "Subject must be at least 5 characters"],
    ["subject", "S".repeat(200), "Subject must be less than 200 characters"],
    ["message", "  Too short  ", "Message must be at least 10 characters"],
    ["message", "M".repeat(1000), "Message must be less than 1000 characters"],
  ])("%s = %j: form and server both say '%s'", async (field, value, msg) => {
    expect(serverDetails({ ...VALID, [field]: value })).toEqual([{ path: field, msg }]);
    expect(await formErrors({ ...VALID, [field]: value })).toEqual({ [field]: msg });
  });

  it("gives every empty field its required message at once", async () => {
    expect(
      await formErrors({ name: "", email: "", subject: "", message: "", website: "" }),
    ).toEqual({
      name: "Name is required",
      email: "Email is required",
      subject: "Subject is required",
      message: "Message is required",
    });
  });

  it("trims valid values", () => {
    expect(parseInput(contactSchema, { ...VALID, name: "  Ravi Kumar ", website: "" })).toEqual({
      ...VALID,
      name: "Ravi Kumar",
      website: "",
    });
  });

  it("answers wrong types and unknown keys with zod's English messages on the server", () => {
    expect(serverDetails({ ...VALID, name: 42 })).toEqual([
      { path: "name", msg: "Name is required" },
    ]);
    expect(serverDetails({ ...VALID, role: "admin" })).toEqual([
      { path: "body", msg: 'Unrecognized key: "role"' },
    ]);
    expect(serverDetails({ ...VALID, website: "x" })).toEqual([
      { path: "website", msg: "Too big: expected string to have <=0 characters" },
    ]);
  });
});
