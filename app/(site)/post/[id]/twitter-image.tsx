// The Twitter card uses the same generated image as Open Graph.
export { default, alt, size, contentType } from "./opengraph-image";
