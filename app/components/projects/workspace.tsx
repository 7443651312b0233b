import { Link, useActionData, useNavigation } from "@remix-run/react";
import { useT } from "~/i18n/use-t";
import type { CollectionsSection } from "~/lib/collections/types";
import { WorkspaceCollections } from "../collections/workspace-collections";
import { FocusedNotice } from "./focused-notice";
import type { ReceivedInvitation, SharedProject } from "~/lib/projects/collaborators/types";
import type { ProjectRow, ProjectType, StarterChoice, WorkspaceOutcome } from "~/lib/projects/types";
import { CreateProject } from "./create-project";
import type { CompanySection } from "~/lib/company/types";
import { CompanyProjects } from "./people/company-projects";
import { ReceivedInvitations, SharedProjects } from "./people/workspace-sections";
import { DeletedProjects, ProjectList } from "./project-list";

type Props = {
  title: string;
  filter: ProjectType | null;
  live: (ProjectRow & { collaborators: number })[];
  deleted: ProjectRow[];
  quota: { used: number; limit: number | null };
  results: boolean;
  starters: StarterChoice[];
  restoreDays: number;
  invitations: ReceivedInvitation[];
  shared: SharedProject[];
  companies: CompanySection[];
  collections: CollectionsSection;
};

export const UPGRADE_PATH = "/account?tab=subscription";

/**
 * The quota line. The quota counts every type: a type's page says first how many of its own it lists, so
 * its count and its list agree.
 */
function quotaText(t: (key: string, params?: Record<string, unknown>) => string, filter: ProjectType | null, shown: number, quota: Props["quota"]) {
  if (!filter) return quota.limit === null ? t("projects.quotaUnlimited", { used: quota.used }) : t("projects.quota", { used: quota.used, limit: quota.limit });
  const type = t(`common.gameTypes.${filter}`);
  return quota.limit === null
    ? t("projects.quotaOfTypeUnlimited", { type, shown, used: quota.used })
    : t("projects.quotaOfType", { type, shown, used: quota.used, limit: quota.limit });
}

/** The workspace: the quota, what the last action did, the create form and the lists. */
export function ProjectWorkspace({ title, filter, live, deleted, quota, results, starters, restoreDays, invitations, shared, companies, collections }: Props) {
  const { t } = useT();
  const answer = useActionData<WorkspaceOutcome | { scope: "people" } | { scope: "collections" }>();
  // The invitations' answers are shown by their own section.
  const outcome = answer && !("scope" in answer) ? answer : undefined;
  const navigation = useNavigation();
  const full = quota.limit !== null && quota.used >= quota.limit;
  return (
    <section className="projects" aria-labelledby="projects-title">
      <h1 id="projects-title">{title}</h1>
      <p>{t("projects.intro")}</p>
      <p className="projects-quota">
        {quotaText(t, filter, live.length, quota)}
        {filter ? (
          <>
            {" "}
            <Link to="/project">{t("projects.allProjects")}</Link>
          </>
        ) : null}
        {full ? (
          <>
            {" "}
            <Link to={UPGRADE_PATH}>{t("projects.upgrade")}</Link>
          </>
        ) : null}
      </p>
      <ReceivedInvitations invitations={invitations} />
      {outcome && navigation.state === "idle" ? <Outcome key={JSON.stringify(outcome)} outcome={outcome} /> : null}
      {/* A new key after each success empties the form for the next project. */}
      <CreateProject key={outcome?.ok ? outcome.id + outcome.done : "create"} filter={filter} starters={starters} failed={outcome && !outcome.ok && outcome.intent === "create" ? outcome : null} />
      <ProjectList projects={live} results={results} restoreDays={restoreDays} failed={outcome && !outcome.ok ? outcome : null} />
      <CompanyProjects sections={companies} />
      <SharedProjects projects={shared} />
      <WorkspaceCollections section={collections} />
      <DeletedProjects projects={deleted} restoreDays={restoreDays} />
    </section>
  );
}

/** What the last action did or why it was refused. */
function Outcome({ outcome }: { outcome: WorkspaceOutcome }) {
  const { t } = useT();
  if (outcome.ok) {
    return (
      <FocusedNotice ok>
        <p>{t(`projects.done.${outcome.done}`, { title: outcome.title })}</p>
      </FocusedNotice>
    );
  }
  return (
    <FocusedNotice ok={false}>
      <p>{t(`projects.errors.${outcome.error}`, { limit: outcome.limit ?? 0 })}</p>
      {outcome.error === "quota" ? (
        <p>
          <Link className="button" to={UPGRADE_PATH}>
            {t("projects.upgrade")}
          </Link>
        </p>
      ) : null}
    </FocusedNotice>
  );
}
