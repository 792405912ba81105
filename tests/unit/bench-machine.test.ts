import { describe, expect, it } from "vitest";
import { commandOutput } from "../../bench/lib/machine";

const node = process.execPath;

describe("what a command prints of itself, for the bench's machine details", () => {
  it("is its standard output, trimmed", () => {
    expect(commandOutput(node, ["-e", "console.log(' v1.2.3 ')"])).toBe("v1.2.3");
  });

  it("is its standard error when it prints nothing else (as `nginx -v` does)", () => {
    expect(
      commandOutput(node, ["-e", "process.stderr.write('nginx version: nginx/1.22.1\\n')"]),
    ).toBe("nginx version: nginx/1.22.1");
  });

  it("is null when the command fails or does not exist", () => {
    expect(commandOutput(node, ["-e", "process.stderr.write('boom'); process.exit(2)"])).toBeNull();
    expect(commandOutput("/nonexistent/command", ["--version"])).toBeNull();
  });
});
