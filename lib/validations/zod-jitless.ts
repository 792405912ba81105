import { config } from "zod/v4/core";

// zod 4 probes `new Function("")` once to decide whether it may compile fast parsers. Under our
// CSP (no 'unsafe-eval') the browser refuses that probe and reports a violation on every page with
// a form. Every schema module imports this first (zod keeps the setting on globalThis, shared by
// zod and zod/mini), so wherever a schema runs, zod already knows that eval is off.
config({ jitless: true });
