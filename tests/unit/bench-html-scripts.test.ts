import { describe, expect, it } from "vitest";
import { parseAttributes, scriptUrls } from "../../bench/lib/html-scripts";

const page = "http://127.0.0.1:3000/gallery";

describe("scripts an HTML page loads", () => {
  it("collects script src and script preloads, in order, deduplicated, resolved; ignores text inside scripts", () => {
    const html = `<!DOCTYPE html><html><head>
      <link rel="stylesheet" href="/_next/static/chunks/a.css">
      <link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack-1.js"/>
      <link rel="preload" as="font" href="/_next/static/media/f.woff2" crossorigin="">
      <link rel="modulepreload" href="./mod.js">
      <script src="/_next/static/chunks/main-2.js" async=""></script>
      <script src="/_next/static/chunks/webpack-1.js" async></script>
      <script>self.__next_f.push([1,"<script src=\\"/not-a-tag.js\\">"])</script>
      <SCRIPT SRC='/_next/static/chunks/page-3.js?dpl=x&amp;v=2' nomodule></SCRIPT>
      </head><body></body></html>`;
    expect(scriptUrls(html, page)).toEqual([
      "http://127.0.0.1:3000/_next/static/chunks/webpack-1.js",
      "http://127.0.0.1:3000/mod.js",
      "http://127.0.0.1:3000/_next/static/chunks/main-2.js",
      "http://127.0.0.1:3000/_next/static/chunks/page-3.js?dpl=x&v=2",
    ]);
  });

  it("leaves out other origins (they are not our bundle) and inline scripts", () => {
    const html = `<script src="https://www.youtube.com/iframe_api"></script><script>var a=1</script><script src="//cdn.example/x.js"></script>`;
    expect(scriptUrls(html, page)).toEqual([]);
  });

  it("parses quoted, unquoted and valueless attributes; first occurrence wins", () => {
    expect(parseAttributes(` src="/a.js" async defer=defer data-x='1' src="/b.js"`)).toEqual({
      src: "/a.js",
      async: "",
      defer: "defer",
      "data-x": "1",
    });
  });
});
