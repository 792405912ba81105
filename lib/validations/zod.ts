import "./zod-jitless";

/** zod for our schemas, with the browser's eval probe switched off first. */
export { z } from "zod";
