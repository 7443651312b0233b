import { planForGrade } from "../plans";

/** White label is the Company plan's (spec section 6): every check of the brand and the flag asks this. */
export const hasWhiteLabel = (grade: number) => planForGrade(grade).features.includes("whiteLabel");

/** How a white-label game's pages show their brand: the company's, or a neutral one while none is set. */
export type BrandView = {
  /** Empty while the company has not named its brand: the pages then show the game's title alone. */
  name: string;
  logoUrl: string | null;
  primary: string;
  /** White or black, whichever reads better on the primary colour. */
  onPrimary: string;
  accent: string;
  supportEmail: string | null;
};

/** Before a company sets its brand: the game layout's own colours, and no name of anyone. */
export const NEUTRAL_BRAND: BrandView = { name: "", logoUrl: null, primary: "#1f1b3d", onPrimary: "#ffffff", accent: "#fde68a", supportEmail: null };

/** The publish tab's white-label part (ADR 041): shown to every owner, usable on the Company plan only. */
export type WhiteLabelSection = { allowed: boolean; whiteLabel: boolean; listed: boolean };

export type WhiteLabelOutcome = { scope: "whiteLabel"; ok: true; whiteLabel: boolean; listed: boolean } | { scope: "whiteLabel"; ok: false; error: "notFound" | "needsCompany" };

export const WHITE_LABEL_INTENT = "whiteLabel";
