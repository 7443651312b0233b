import { Link } from "@remix-run/react";
import { AccountMenu } from "~/components/layout/account-menu";
import { useT } from "~/i18n/use-t";
import { useRootData } from "~/lib/root-data";
import type { StudioProject } from "./editor-shell";

/**
 * The editor's own header, in place of the site's (issue 24): the logo (home), the way back to the
 * projects, the project's title in full with its type, and the account menu; nothing of the site's
 * navigation, so the editing surface keeps the window. A title too long for a narrow window ends in an
 * ellipsis and keeps its full text in a tooltip.
 */
export function EditorHeader({ project }: { project: StudioProject }) {
  const { t } = useT();
  const root = useRootData();
  const siteName = root?.siteName ?? "Escaplay";
  return (
    <header className="studio-top">
      <a className="skip-link" href="#main">
        {t("common.nav.skip")}
      </a>
      <Link to="/" className="logo studio-logo" aria-label={`${siteName}, ${t("common.nav.home")}`}>
        <img src="/logo.svg" alt="" width={32} height={32} />
      </Link>
      <Link to="/project" className="studio-back">{t("studio.back")}</Link>
      <div className="studio-title">
        <h1 id="project-title" title={project.title}>{project.title}</h1>
        <span className="studio-type">{t(`common.gameTypes.${project.type}`)}</span>
      </div>
      {root?.user ? <AccountMenu user={root.user} /> : null}
    </header>
  );
}
