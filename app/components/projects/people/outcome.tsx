import { Link, useActionData, useNavigation } from "@remix-run/react";
import { useT } from "~/i18n/use-t";
import { FocusedNotice } from "../focused-notice";
import type { PeopleOutcome } from "~/lib/projects/collaborators/types";

export const PLANS_PATH = "/plans";

/** The last people action's answer, when the page's action data is one (other forms share the route's action). */
export function usePeopleOutcome(): PeopleOutcome | null {
  const answer = useActionData<unknown>();
  const navigation = useNavigation();
  if (navigation.state !== "idle") return null;
  return typeof answer === "object" && answer !== null && (answer as { scope?: unknown }).scope === "people" ? (answer as PeopleOutcome) : null;
}

/** What the last people action did or why it was refused. */
export function PeopleNotice({ outcome }: { outcome: PeopleOutcome }) {
  const { t } = useT();
  if (outcome.ok) {
    return (
      <FocusedNotice ok>
        <p>{t(`collaborators.done.${outcome.done}`, { name: outcome.name })}</p>
      </FocusedNotice>
    );
  }
  return (
    <FocusedNotice ok={false}>
      <p>{t(`collaborators.errors.${outcome.error}`, { limit: outcome.limit })}</p>
      {outcome.error === "limit" ? (
        <p>
          <Link to={PLANS_PATH}>{t("collaborators.upgrade")}</Link>
        </p>
      ) : null}
    </FocusedNotice>
  );
}
