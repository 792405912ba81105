// Hostile inputs for the security suite: strings that must be stored as plain text (or refused
// with a 4xx), and request bodies that must never make a handler fail with a 5xx.

/** Strings a field may receive; each must be refused with a 4xx or stored exactly as sent. */
export const HOSTILE_STRINGS = {
  sqlQuote: 'Robert\'); DROP TABLE "User";--',
  sqlUnion: "' OR '1'='1' UNION SELECT password_hash FROM \"User\" --",
  sqlComment: "admin'/*",
  likeWildcards: "%_%\\",
  scriptTag: '"><script>alert(1)</script>',
  imgOnerror: "<img src=x onerror=alert(1)>",
  svgOnload: "<svg/onload=alert(1)>",
  jsUrl: "javascript:alert(document.cookie)",
  templateLiteral: "${7*7}{{7*7}}<%= 7*7 %>",
  protoKey: "__proto__",
  unicode: "Zeichen ü 字 🎬 \u202e gnp.exe",
  nulByte: "before\u0000after",
  controlChars: "line\r\nbreak\u0008\u001b[31m",
} as const;

export type HostileStringName = keyof typeof HOSTILE_STRINGS;

/** The strings a text field should keep verbatim when it accepts them (NUL is refused: see parseInput). */
export const STORABLE_STRINGS = Object.entries(HOSTILE_STRINGS).filter(
  ([name]) => name !== "nulByte",
) as [HostileStringName, string][];

/** Field names used by the API's bodies, so wrong types reach real schema fields. */
export const KNOWN_FIELDS = [
  "title",
  "description",
  "keywords",
  "category",
  "status",
  "client",
  "image",
  "imageAlt",
  "url",
  "views",
  "duration",
  "thumbnail",
  "publishedAt",
  "channelTitle",
  "siteName",
  "siteDescription",
  "theme",
  "maxFileSize",
  "timezone",
  "emailNotifications",
  "autoApprove",
  "highlightUrls",
  "username",
  "email",
  "password",
  "currentPassword",
  "newPassword",
  "role",
  "read",
  "name",
  "subject",
  "message",
  "website",
] as const;

const WRONG_TYPES: unknown[] = [
  12345,
  true,
  null,
  [],
  {},
  ["a", 1, null],
  { $gt: "" },
  -1e308,
  "1e999",
];

function nested(depth: number): unknown {
  // Built iteratively: the payload itself must not need a deep stack to create.
  let value: unknown = "bottom";
  for (let i = 0; i < depth; i += 1) value = i % 2 === 0 ? [value] : { a: value };
  return value;
}

function deepJsonText(depth: number): string {
  return `{"title":${"[".repeat(depth)}1${"]".repeat(depth)}}`;
}

export type HostileBody = { name: string; body: string; contentType?: string };

/** Request bodies every state-changing route receives. */
export function hostileBodies(): HostileBody[] {
  const everyField = (pick: (field: string, index: number) => unknown) =>
    JSON.stringify(
      Object.fromEntries(KNOWN_FIELDS.map((field, index) => [field, pick(field, index)])),
    );
  const strings = Object.values(HOSTILE_STRINGS);
  return [
    { name: "malformed JSON", body: '{"title": "unterminated' },
    { name: "trailing garbage", body: '{"title":"a"} {"x":1}' },
    { name: "JSON null", body: "null" },
    { name: "JSON array", body: "[1,2,3]" },
    { name: "JSON string", body: '"just a string"' },
    { name: "JSON number", body: "1e400" },
    {
      name: "form-encoded body",
      body: "title=a&status=published",
      contentType: "application/x-www-form-urlencoded",
    },
    { name: "wrong types", body: everyField((_, i) => WRONG_TYPES[i % WRONG_TYPES.length]) },
    {
      name: "more wrong types",
      body: everyField((_, i) => WRONG_TYPES[(i + 4) % WRONG_TYPES.length]),
    },
    {
      name: "hostile strings in every field",
      body: everyField((_, i) => strings[i % strings.length]),
    },
    { name: "very long strings", body: everyField(() => "x".repeat(20_000)) },
    {
      name: "deep nesting (values)",
      body: JSON.stringify(Object.fromEntries(KNOWN_FIELDS.map((f) => [f, nested(2_000)]))),
    },
    { name: "deep nesting (text)", body: deepJsonText(50_000) },
    {
      name: "prototype pollution (__proto__)",
      body: `{"__proto__":{"isAdmin":true,"role":"superadmin","status":"active"},"title":"p","role":"user"}`,
    },
    {
      name: "prototype pollution (constructor.prototype)",
      body: `{"constructor":{"prototype":{"isAdmin":true,"role":"superadmin"}},"title":"p"}`,
    },
    { name: "NUL bytes", body: everyField(() => HOSTILE_STRINGS.nulByte) },
    { name: "invalid UTF-8", body: '{"title":"\udc00\ud800"}' },
  ];
}

/** Hostile values for dynamic path segments and query parameters. */
export const HOSTILE_PARAMS = [
  "' OR 1=1 --",
  "../../../etc/passwd",
  "00000000-0000-0000-0000-000000000000",
  "%00",
  "\u0000",
  "<script>alert(1)</script>",
  "__proto__",
  "a".repeat(5_000),
];

/** Query strings for GET routes: hostile values in every parameter the list routes read. */
export function hostileQueries(): string[] {
  const names = ["page", "limit", "search", "category", "status", "role", "url"];
  const values = [...HOSTILE_PARAMS, "-1", "1e309", "9".repeat(400)];
  return values
    .map((value) => names.map((name) => `${name}=${encodeURIComponent(value)}`).join("&"))
    .concat([
      "page=1&page=2&limit=1&limit=abc",
      "__proto__[role]=superadmin&constructor[prototype][x]=1",
    ]);
}

/** Patterns that betray internals: stack frames, Prisma or PostgreSQL errors, file paths. */
export const LEAK_PATTERNS: RegExp[] = [
  /^\s*at .+[:(]\d+/m,
  /\bat (async )?[\w$.<>]+ \(/,
  /node_modules|webpack-internal|\.tsx?:\d+/,
  /Prisma|P\d{4}\b|PrismaClient|invalid byte sequence|violates .* constraint|relation ".*" does not exist/i,
  /(TypeError|RangeError|SyntaxError|ReferenceError): /,
  /Maximum call stack/i,
];

/** The first leak pattern a response body matches, or null. */
export function findLeak(body: string): string | null {
  for (const pattern of LEAK_PATTERNS) {
    const match = pattern.exec(body);
    if (match)
      return `${pattern} matched ${JSON.stringify(body.slice(Math.max(0, match.index - 60), match.index + 120))}`;
  }
  return null;
}
