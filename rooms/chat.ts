/**
 * The chat's limits, apart from the protocol's schemas: the chat panel needs them on a session page's first
 * screen, and the protocol module brings the engine's schemas with it (protocol.ts re-exports these).
 */

/** Quick-chat phrases: keys the clients translate, so players of any locale understand each other. */
export const QUICK_MESSAGES = ["found", "help", "look", "wait", "ready", "yes", "no", "thanks"] as const;
export type QuickMessage = (typeof QUICK_MESSAGES)[number];
export const maxChatLength = 200;
