import { useMemo } from "react";
import { LOCALES } from "~/i18n/locales";
import { useT } from "~/i18n/use-t";
import { badgeFor } from "~/lib/grades";
import { dateFormat } from "~/lib/intl-formats";
import { formatPrice } from "~/lib/plans";

/** Dates (UTC, as the server decides end dates in UTC) and account states, worded once for every admin table. */
export function useAdminFormat() {
  const { t, locale } = useT();
  return useMemo(() => {
    const moment = dateFormat(LOCALES[locale].locale, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
    const day = dateFormat(LOCALES[locale].locale, { dateStyle: "long", timeZone: "UTC" });
    return {
      moment: (value: Date | string) => moment.format(new Date(value)),
      day: (value: Date | string) => day.format(new Date(value)),
      /** A grant's end instant is the start of the day after its last day. */
      lastDay: (endsAt: Date | string) => day.format(new Date(new Date(endsAt).getTime() - 1)),
      money: (cents: number, currency: string) => formatPrice(cents, currency === "CHF" ? "CHF" : "EUR", LOCALES[locale].locale),
      plan: (grade: number) => t(`admin.plans.${badgeFor(grade) ?? "basic"}`),
      state: (account: { grade: number; bannedAt: Date | string | null }) =>
        t(`admin.states.${account.bannedAt ? "banned" : account.grade < 0 ? "removed" : account.grade === 0 ? "unverified" : "active"}`),
    };
  }, [t, locale]);
}
