import type { ShouldRevalidateFunction } from "@remix-run/react";

/**
 * The cookie bar's answer changes only what the root loader reads (consent, analytics). A page whose
 * loader hands out something new on every run (the join form's one-time robot challenge, which keys the
 * form) would otherwise reload and empty what the person was typing.
 */
export const keepDataOnConsent: ShouldRevalidateFunction = ({ formAction, defaultShouldRevalidate }) =>
  formAction?.split("?")[0] === "/resources/consent" ? false : defaultShouldRevalidate;
