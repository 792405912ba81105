// The input's classes on their own, with no class merging (see button-variants.ts): for the public
// site's client components, which use them on native inputs.
// The list itself is the `field` component class (globals.css): a few bytes on every input.
export const inputClassName = "field";
