/**
 * Remix's data encoding (turbo-stream) refers to values by their index: `"_1367":1368` and `[12,13]`, with
 * escaped quotes inside a document's inline script. Those numbers are the encoding's own, not data sent: a
 * code answer such as 1367 is looked for among the values, which always travel quoted.
 */
export const withoutReferences = (text: string) =>
  text.replace(/\\?"_\d+\\?":-?\d+/g, "").replace(/\\?"_\d+\\?"/g, "").replace(/\[-?\d+(?:,-?\d+)*\]/g, "");
