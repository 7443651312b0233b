import { Link, useActionData, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useT } from "~/i18n/use-t";
import type { PeopleOutcome } from "~/lib/projects/collaborators/types";

export const PLANS_PATH = "/plans";

/** The last people action's answer, when the page's action data is one (other forms share the route's action). */
export function usePeopleOutcome(): PeopleOutcome | null {
  const answer = useActionData<unknown>();
  const navigation = useNavigation();
  if (navigation.state !== "idle") return null;
  return typeof answer === "object" && answer !== null && (answer as { scope?: unknown }).scope === "people" ? (answer as PeopleOutcome) : null;
}

/** What the last people action did or why it was refused; focused so a screen reader hears it. */
export function PeopleNotice({ outcome }: { outcome: PeopleOutcome }) {
  const { t } = useT();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  if (outcome.ok) {
    return (
      <div className="notice notice-ok" role="status" tabIndex={-1} ref={ref}>
        <p>{t(`collaborators.done.${outcome.done}`, { name: outcome.name })}</p>
      </div>
    );
  }
  return (
    <div className="notice projects-error" role="alert" tabIndex={-1} ref={ref}>
      <p>{t(`collaborators.errors.${outcome.error}`, { limit: outcome.limit })}</p>
      {outcome.error === "limit" ? (
        <p>
          <Link to={PLANS_PATH}>{t("collaborators.upgrade")}</Link>
        </p>
      ) : null}
    </div>
  );
}
