// Runs in the browser before the app's modules. zod 4 probes `new Function("")` once to decide
// whether it may compile fast parsers; under our CSP (no 'unsafe-eval') that probe is refused and
// reported as a violation on every page with a form. Telling zod up front that eval is off skips
// the probe. zod keeps its settings on globalThis.__zod_globalConfig, so nothing is bundled here.
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
(scope.__zod_globalConfig ??= {}).jitless = true;
