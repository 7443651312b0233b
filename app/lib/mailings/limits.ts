import type { BaseLanguage } from "~/i18n/locales";

/** The newsletter form's bounds (ADR 049), shared by the back office's page and its server. */
export const SUBJECT_MAX = 200;
export const BODY_MAX = 20_000;
/** The languages a newsletter is written in: the base languages (the Swiss and Belgian sites read the French one). */
export const NEWSLETTER_LANGUAGES: readonly BaseLanguage[] = ["fr", "de", "en", "es", "it"];
