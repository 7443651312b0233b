import { useRouteLoaderData } from "@remix-run/react";
import type { LocaleCode } from "~/i18n/locales";
import type { badgeFor } from "./grades";

/** What the top bar and the layouts know of the signed-in account; null for a visitor. */
export type RootUser = {
  username: string;
  grade: number;
  avatar: string;
  badge: ReturnType<typeof badgeFor>;
  /** Staff (ADR 038) find the back office in their menu. */
  staff: "admin" | "moderator" | null;
};

export type RootData = {
  locale: LocaleCode;
  lang: string;
  siteName: string;
  hosts: Record<LocaleCode, string>;
  languageSwitch: "host" | "cookie";
  consent: "accepted" | "refused" | "undecided";
  analytics: { src: string; domain: string } | null;
  gameSocketHost: string;
  supportEmail: string;
  /** The page is on a company's custom domain (ADR 044): no link may lead to the platform's pages, which it does not serve. */
  customHost: boolean;
  user: RootUser | null;
  /** `auth` holds only the account menu's texts (and the validation screen's at grade 0) when signed in. */
  messages: { common: Record<string, unknown>; auth?: Record<string, unknown> };
};

export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>("root");
}

/** Grade 0 hides the content behind the validation screen (spec section 2), except on these pages. */
export const OPEN_WHILE_UNVERIFIED = ["/quit", "/cgu", "/cgv", "/mentions-legales", "/contact"];

export function mustValidate(user: RootUser | null | undefined, pathname: string): boolean {
  return user?.grade === 0 && !OPEN_WHILE_UNVERIFIED.includes(pathname.replace(/\/+$/, "") || "/");
}
