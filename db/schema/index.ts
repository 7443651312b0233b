export * from "./accounts";
export * from "./catalogue";
export * from "./site";
export * from "./auth";
export * from "./play";
export * from "./drafts";
