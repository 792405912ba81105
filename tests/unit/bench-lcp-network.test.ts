import { describe, expect, it } from "vitest";
import { isFirstFrameRequest, isScriptFreeFirstFrameRequest } from "../../bench/lib/lcp-network";

const request = (fields: {
  resourceType: string;
  priority?: string;
  initiator?: string;
  document?: boolean;
}) => ({
  type: "network",
  request: {
    resourceType: fields.resourceType,
    priority: fields.priority ?? "Low",
    initiator: { type: fields.initiator ?? "parser" },
  },
  isMainDocument: () => fields.document ?? false,
});

describe("the requests a first frame can wait for", () => {
  it("are the document, the stylesheets and scripts its HTML names, and high-priority pictures", () => {
    expect(isFirstFrameRequest(request({ resourceType: "Document", document: true }))).toBe(true);
    expect(isFirstFrameRequest(request({ resourceType: "Stylesheet" }))).toBe(true);
    expect(isFirstFrameRequest(request({ resourceType: "Script" }))).toBe(true);
    expect(isFirstFrameRequest(request({ resourceType: "Image", priority: "High" }))).toBe(true);
  });

  it("leave out chunks a script asks for later, other pictures, fonts and main-thread tasks", () => {
    expect(isFirstFrameRequest(request({ resourceType: "Script", initiator: "script" }))).toBe(
      false,
    );
    expect(isFirstFrameRequest(request({ resourceType: "Image", priority: "Low" }))).toBe(false);
    expect(isFirstFrameRequest(request({ resourceType: "Font", priority: "VeryHigh" }))).toBe(
      false,
    );
    expect(isFirstFrameRequest({ type: "cpu" })).toBe(false);
  });
});

describe("the requests a first frame waits for once its scripts are out of the graph", () => {
  it("are the document, the stylesheets and high-priority pictures, never a script", () => {
    expect(
      isScriptFreeFirstFrameRequest(request({ resourceType: "Document", document: true })),
    ).toBe(true);
    expect(isScriptFreeFirstFrameRequest(request({ resourceType: "Stylesheet" }))).toBe(true);
    expect(
      isScriptFreeFirstFrameRequest(request({ resourceType: "Image", priority: "High" })),
    ).toBe(true);
    expect(isScriptFreeFirstFrameRequest(request({ resourceType: "Script" }))).toBe(false);
    expect(isScriptFreeFirstFrameRequest(request({ resourceType: "Image", priority: "Low" }))).toBe(
      false,
    );
  });
});
