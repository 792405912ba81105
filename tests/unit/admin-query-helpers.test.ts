import { describe, expect, it } from "vitest";

import { pageWindow } from "@/components/admin/page-window";
import { parsePostsQuery } from "@/components/admin/posts/posts-query";
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
    expect(
      parseUsersQuery({ page: "3", q: " ann ", role: "pending", status: "active", limit: "50" }),
    ).toEqual({
      page: 3,
      limit: USERS_PAGE_SIZE,
      search: "ann",
      role: "pending",
      status: "active",
    });
  });

  it("drops values it does not understand instead of failing the page", () => {
    expect(
      parseUsersQuery({ page: "-2", role: "root", status: ["inactive", "active"], q: "" }),
    ).toEqual({
      page: 1,
      limit: 10,
      search: undefined,
      role: undefined,
      status: "inactive",
    });
  });
});

describe("parsePostsQuery", () => {
  it("keeps known categories, states and post types only, 12 a page", () => {
    expect(
      parsePostsQuery({
        q: "launch",
        category: "Sponsorships",
        state: "draft",
        new: "video",
        page: "9",
      }),
    ).toEqual({
      page: 9,
      limit: 12,
      search: "launch",
      category: "Sponsorships",
      state: "draft",
      newType: "video",
    });
    expect(
      parsePostsQuery({ category: "Cooking", state: "archived", new: "podcast", page: "-2" }),
    ).toEqual({
      page: 1,
      limit: 12,
      search: undefined,
      category: undefined,
      state: undefined,
      newType: null,
    });
  });

  it.each([
    ["abc", 1],
    ["1.5", 1],
    ["0", 1],
    ["99999999", 10_000],
  ])("reads page=%s as %i", (page, expected) => {
    expect(parsePostsQuery({ page }).page).toBe(expected);
  });
});
