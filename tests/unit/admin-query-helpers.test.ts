import { describe, expect, it } from "vitest";

import { pageWindow } from "@/components/admin/page-window";
import { parsePostsQuery } from "@/components/admin/posts/load-posts";
import { parseUsersQuery, USERS_PAGE_SIZE } from "@/components/admin/users/users-query";

describe("pageWindow", () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 10, [1, 2, 3, 4, 5]],
    [5, 10, [3, 4, 5, 6, 7]],
    [9, 10, [6, 7, 8, 9, 10]],
    [10, 10, [6, 7, 8, 9, 10]],
    [40, 10, [6, 7, 8, 9, 10]],
    [1, 0, []],
  ])("page %i of %i shows %j", (page, pages, expected) => {
    expect(pageWindow(page, pages)).toEqual(expected);
  });
});

describe("parseUsersQuery", () => {
  it("reads page, search, role and status, always 10 per page", () => {
    expect(parseUsersQuery({ page: "3", q: " ann ", role: "pending", status: "active", limit: "50" })).toEqual({
      page: 3,
      limit: USERS_PAGE_SIZE,
      search: "ann",
      role: "pending",
      status: "active",
    });
  });

  it("drops values it does not understand instead of failing the page", () => {
    expect(parseUsersQuery({ page: "-2", role: "root", status: ["inactive", "active"], q: "" })).toEqual({
      page: 1,
      limit: 10,
      search: undefined,
      role: undefined,
      status: "inactive",
    });
  });
});

describe("parsePostsQuery", () => {
  it("keeps known categories and post types only", () => {
    expect(parsePostsQuery({ q: "launch", category: "Sponsorships", new: "video" })).toEqual({
      search: "launch",
      category: "Sponsorships",
      newType: "video",
    });
    expect(parsePostsQuery({ category: "Cooking", new: "podcast" })).toEqual({ search: undefined, category: undefined, newType: null });
  });
});
