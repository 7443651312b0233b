export * from "./accounts";
export * from "./catalogue";
export * from "./site";
export * from "./auth";
export * from "./play";
export * from "./test-play";
export * from "./files";
export * from "./drafts";
