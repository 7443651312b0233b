import { useRouteLoaderData } from "@remix-run/react";
import type { LocaleCode } from "~/i18n/locales";

export type RootData = {
  locale: LocaleCode;
  lang: string;
  siteName: string;
  hosts: Record<LocaleCode, string>;
  languageSwitch: "host" | "cookie";
  consent: "accepted" | "undecided";
  analytics: { src: string; domain: string } | null;
  gameSocketHost: string;
  supportEmail: string;
  messages: { common: Record<string, unknown> };
};

export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>("root");
}
