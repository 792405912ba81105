import { readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ENV_VARIABLE_NAMES, getEnv } from "@/lib/env";

// .env.example is where a newcomer learns the configuration: it lists every variable lib/env.ts
// reads, each under a comment that says what it does.

const ROOT = path.resolve(import.meta.dirname, "../..");
const lines = readFileSync(path.join(ROOT, ".env.example"), "utf8").split("\n");
// A variable, set (`NAME=value`) or shown commented out (`# NAME=value`).
const VARIABLE_LINE = /^(?:# ?)?([A-Z][A-Z0-9_]*)=/;

function listedVariables(): string[] {
  return lines.flatMap((line) => VARIABLE_LINE.exec(line)?.[1] ?? []);
}

describe(".env.example", () => {
  it("lists every variable lib/env.ts reads, and no other", () => {
    expect([...listedVariables()].sort()).toEqual([...ENV_VARIABLE_NAMES].sort());
  });

  it("lists each variable once, under a comment of its own", () => {
    const listed = listedVariables();
    expect(new Set(listed).size).toBe(listed.length);
    lines.forEach((line, index) => {
      if (!VARIABLE_LINE.test(line)) return;
      const above = lines[index - 1] ?? "";
      expect(above.startsWith("# ") && !VARIABLE_LINE.test(above), `comment above ${line}`).toBe(
        true,
      );
    });
  });

  it("reads no variable outside the schema, besides the build phase Next sets itself", () => {
    const source = readFileSync(path.join(ROOT, "lib/env.ts"), "utf8");
    const direct = [...source.matchAll(/process\.env\.([A-Z][A-Z0-9_]*)/g)].map(
      (match) => match[1],
    );
    expect(new Set(direct)).toEqual(new Set(["NEXT_PHASE"]));
  });
});

describe("MIGRATE_ON_START", () => {
  afterEach(() => {
    delete process.env.MIGRATE_ON_START;
  });

  it.each([
    [undefined, "true"],
    ["true", "true"],
    ["false", "false"],
  ])("%s reads as %s", (value, expected) => {
    if (value !== undefined) process.env.MIGRATE_ON_START = value;
    expect(getEnv().MIGRATE_ON_START).toBe(expected);
  });

  it("refuses anything but true or false, naming the variable", () => {
    process.env.MIGRATE_ON_START = "no";
    expect(() => getEnv()).toThrow(/Invalid environment: MIGRATE_ON_START/);
  });
});
