import { describe, expect, it } from "vitest";
import { earlyLongTasks, longTaskEntries, scriptOwner } from "../../bench/lib/long-tasks";

const APP = "http://127.0.0.1:3300";
const FRAMEWORK = new Set([`${APP}/_next/static/chunks/react-dom.js`]);

describe("bench long tasks", () => {
  it("attributes a task's script: bare page's bytes are framework, other app scripts ours", () => {
    expect(scriptOwner(`${APP}/_next/static/chunks/react-dom.js?v=1`, APP, FRAMEWORK)).toBe(
      "framework",
    );
    expect(scriptOwner(`${APP}/_next/static/chunks/app-page.js`, APP, FRAMEWORK)).toBe("ours");
    expect(scriptOwner(`${APP}/`, APP, FRAMEWORK)).toBe("unattributed");
    expect(scriptOwner("Unattributable", APP, FRAMEWORK)).toBe("unattributed");
    expect(scriptOwner("https://www.youtube.com/iframe_api", APP, FRAMEWORK)).toBe("other origin");
  });

  it("keeps tasks over 50 ms that start in the first 5 s", () => {
    const tasks = [
      { url: "a", durationMs: 50, startMs: 100 },
      { url: "b", durationMs: 51, startMs: 4_999 },
      { url: "c", durationMs: 300, startMs: 5_000 },
    ];
    expect(earlyLongTasks(tasks).map((t) => t.url)).toEqual(["b"]);
  });

  it("records every early long task and budgets those from our code at 0, median over runs with spread", () => {
    const ours = { url: `${APP}/_next/static/chunks/app-page.js`, durationMs: 120, startMs: 1_500 };
    const framework = {
      url: `${APP}/_next/static/chunks/react-dom.js`,
      durationMs: 80,
      startMs: 900,
    };
    const runs = [[framework], [framework, ours], [framework]];
    const [all, fromOurs] = longTaskEntries("/", runs, APP, FRAMEWORK);
    expect(all).toMatchObject({
      name: "long tasks > 50 ms in 5 s /",
      measured: 1,
      pass: null,
      spread: { min: 1, max: 2, runs: 3 },
    });
    expect(all!.note).toBe(
      "80 ms at 900 ms from react-dom.js (framework); 120 ms at 1500 ms from app-page.js (ours)",
    );
    expect(fromOurs).toMatchObject({
      name: "long tasks from our code /",
      measured: 0,
      pass: true,
      spread: { min: 0, max: 1, runs: 3 },
    });
    const always = longTaskEntries("/gallery", [[ours], [ours]], APP, FRAMEWORK)[1]!;
    expect(always).toMatchObject({ measured: 1, pass: false });
    expect(longTaskEntries("/", [], APP, FRAMEWORK)[1]).toMatchObject({
      pass: false,
      note: "no Lighthouse run completed",
    });
  });
});
