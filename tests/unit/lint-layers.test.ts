import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

// The layer rules of eslint.config.mjs, run on small sources placed where they would live.
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, "../..") });
});

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages
    .filter((message) => message.severity === 2)
    .map((message) => message.ruleId ?? "parse");
}

describe("import layers enforced by lint", () => {
  it("lib/ never imports pages or components", async () => {
    expect(
      await ruleIds(
        "lib/data/example.ts",
        'import { PostDetail } from "@/components/site/detail/post-detail";\nexport const x = PostDetail;\n',
      ),
    ).toEqual(["no-restricted-imports"]);
    expect(
      await ruleIds(
        "lib/cache/example.ts",
        'import page from "@/app/(site)/page";\nexport const x = page;\n',
      ),
    ).toEqual(["no-restricted-imports"]);
  });

  it("data, auth and the other lib modules never import the HTTP layer", async () => {
    const code = 'import { apiRoute } from "@/lib/api/route";\nexport const x = apiRoute;\n';
    expect(await ruleIds("lib/data/example.ts", code)).toEqual(["no-restricted-imports"]);
    expect(await ruleIds("lib/auth/example.ts", code)).toEqual(["no-restricted-imports"]);
    expect(await ruleIds("lib/api/example.ts", code)).toEqual([]);
  });

  it("a client module never imports a server-only module, except its types", async () => {
    const client = (line: string) => `"use client";\n${line}\nexport const x = 1;\n`;
    expect(
      await ruleIds(
        "components/site/example-client.tsx",
        client('import { getDb } from "@/lib/db/client";\nvoid getDb;'),
      ),
    ).toEqual(["layers/client-boundary"]);
    expect(
      await ruleIds("components/site/example-client.tsx", client('import "server-only";')),
    ).toEqual(["layers/client-boundary"]);
    expect(
      await ruleIds(
        "components/site/example-client.tsx",
        client('import type { UserDto } from "@/lib/data/users";\nexport type U = UserDto;'),
      ),
    ).toEqual([]);
    expect(
      await ruleIds(
        "components/site/example.tsx",
        'import { getDb } from "@/lib/db/client";\nexport const x = getDb;\n',
      ),
    ).toEqual([]);
  });
});
