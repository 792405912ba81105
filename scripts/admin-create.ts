// `npm run admin:create`: makes the site's first superadmin. The password comes from
// ADMIN_PASSWORD, or is asked for on a terminal (never echoed), so it need not sit in a
// shell history or a deploy dashboard. With the embedded database (no DATABASE_URL), stop the
// server first: a PGlite folder may be open in one process only.
import { createInterface } from "node:readline/promises";
import { Writable } from "node:stream";
import { createFirstSuperadmin } from "../lib/db/first-superadmin";
import { readEnvironment } from "../lib/env";

async function main(): Promise<number> {
  const password = readEnvironment().ADMIN_PASSWORD ?? (await askPassword());
  if (password === undefined) {
    console.error(
      "ADMIN_PASSWORD is not set and there is no terminal to ask for it: set ADMIN_PASSWORD and run again.",
    );
    return 1;
  }
  const outcome = await createFirstSuperadmin(password);
  if (!outcome.created) {
    console.error(outcome.reason);
    return 1;
  }
  console.info(`Created the superadmin ${outcome.username} (${outcome.email}). Sign in at /login.`);
  return 0;
}

async function askPassword(): Promise<string | undefined> {
  if (!process.stdin.isTTY) return undefined;
  const first = await askHidden("Password for the new superadmin: ");
  const again = await askHidden("The same password again: ");
  if (first !== again) {
    console.error("The two passwords differ.");
    process.exit(1);
  }
  return first;
}

async function askHidden(question: string): Promise<string> {
  process.stdout.write(question);
  // The terminal's echo goes through this stream: dropping it keeps the password off the screen.
  const silent = new Writable({ write: (_chunk, _encoding, done) => done() });
  const prompt = createInterface({ input: process.stdin, output: silent, terminal: true });
  try {
    return await prompt.question("");
  } finally {
    prompt.close();
    process.stdout.write("\n");
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      "Could not create the superadmin:",
      error instanceof Error ? error.message : error,
    );
    process.exit(1);
  },
);
