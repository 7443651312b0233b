import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { LOCALES } from "~/i18n/locales";
import { useT } from "~/i18n/use-t";
import type { PublishOutcome, PublishSection, SettingField } from "~/lib/publish/types";
import { GameSummary } from "./game-summary";
import { PublishSettingsFields } from "./publish-settings";
import { ShareLink } from "./share-link";
import { WhiteLabelForm } from "./white-label-form";
import { dateFormat } from "~/lib/intl-formats";

function isPublishOutcome(value: unknown): value is PublishOutcome {
  return typeof value === "object" && value !== null && (value as { scope?: unknown }).scope === "publish";
}

/**
 * The project page's publish section (issue 12): status, the draft's problems, the settings form,
 * publish / publish again / unpublish, and the links to the game's page and, for a private game, its
 * share link. It reads the studio page's loader data itself, so the page mounts it with one element.
 */
export function PublishPanel() {
  const { publish } = useLoaderData<{ publish: PublishSection | null }>();
  // Publishing is the owner's alone (ADR 027): a collaborator's editor has no publish section.
  return publish ? <PublishSectionPanel publish={publish} /> : <OwnerOnly />;
}

function OwnerOnly() {
  const { t } = useT();
  return (
    <section className="form-card publish-section" aria-labelledby="publish-section-title">
      <h2 id="publish-section-title">{t("publish.title")}</h2>
      <p>{t("collaborators.publishOwnerOnly")}</p>
    </section>
  );
}

function PublishSectionPanel({ publish }: { publish: PublishSection }) {
  const answer = useActionData<unknown>();
  const outcome = isPublishOutcome(answer) ? answer : null;
  const failed = outcome && !outcome.ok ? outcome : null;
  const navigation = useNavigation();
  const { t, locale } = useT();
  const { game, settings } = publish;
  const date = game ? dateFormat(LOCALES[locale].locale, { dateStyle: "long", timeZone: "UTC" }).format(game.publishedAt) : "";
  const value = (name: SettingField) => (failed ? (failed.values[name] ?? "") : String(settings[name as keyof typeof settings] ?? ""));
  const checked = (name: SettingField) => (failed ? failed.values[name] === "on" : settings[name as keyof typeof settings] === true);
  // After a conflict the form carries the newer code: publishing again is then a knowing overwrite.
  const code = failed?.conflict?.code ?? publish.code;
  const busy = navigation.state === "submitting";
  const errorText = failed ? t(`publish.errors.${failed.error}`, { version: failed.conflict?.version ?? 0 }) : null;

  return (
    <section className="form-card publish-section" aria-labelledby="publish-section-title">
      <h2 id="publish-section-title">{t("publish.title")}</h2>
      <p>
        {!game ? t("publish.status.never") : t(`publish.status.${game.status}`, { version: game.version, date })}
        {game?.visibility === "private" ? ` ${t("publish.private")}` : ""}
      </p>
      {game?.hiddenReason !== null && game?.hiddenReason !== undefined ? (
        <p className="notice" data-testid="hidden-by-moderation">
          {t("publish.hidden", { reason: game.hiddenReason })}
        </p>
      ) : null}
      {outcome?.ok ? (
        <p className="notice notice-ok" role="status">
          {t(`publish.done.${outcome.done}`, { version: outcome.version })}
        </p>
      ) : null}
      {errorText ? (
        <p className="notice projects-error" role="alert">
          {errorText}
        </p>
      ) : null}
      {game ? (
        <p>
          <Link to={`/escape/${encodeURIComponent(game.id)}`}>{t("publish.gameLink")}</Link>
        </p>
      ) : null}
      {publish.shareUrl && game?.status === "online" ? <ShareLink url={publish.shareUrl} isPrivate={game.visibility === "private"} /> : null}
      <Problems problems={failed?.problems.length ? failed.problems : publish.problems} />
      <GameSummary game={publish.gameSettings} online={game?.status === "online" ? publish.onlineSettings : null} cover={publish.cover} />
      <Form method="post" noValidate className="publish-form" key={publish.code}>
        <input type="hidden" name="id" value={publish.projectId} />
        <input type="hidden" name="code" value={code} />
        <h3>{t("publish.settingsTitle")}</h3>
        <p className="muted">{t("publish.settingsIntro")}</p>
        <PublishSettingsFields value={value} checked={checked} errors={failed?.fields ?? {}} hasKey={Boolean(game?.hasKey)} canSharePrivately={publish.canSharePrivately} />
        <div className="form-actions">
          <button type="submit" className="button" name="intent" value="publish" disabled={busy}>
            {t(game ? "publish.publishAgain" : "publish.publish")}
          </button>
        </div>
      </Form>
      {game?.status === "online" ? (
        <Form method="post" className="publish-unpublish">
          <input type="hidden" name="id" value={publish.projectId} />
          <button type="submit" className="button button-secondary" name="intent" value="unpublish" disabled={busy} aria-describedby="publish-unpublish-hint">
            {t("publish.unpublish")}
          </button>
          <p id="publish-unpublish-hint" className="muted">
            {t("publish.unpublishHint")}
          </p>
        </Form>
      ) : null}
      <WhiteLabelForm projectId={publish.projectId} section={publish.whiteLabel} />
    </section>
  );
}

function Problems({ problems }: { problems: PublishSection["problems"] }) {
  const { t } = useT();
  if (!problems.length) return null;
  return (
    <div className="publish-problems">
      <h3>{t("publish.problemsTitle")}</h3>
      <ul>
        {problems.map((problem, index) => (
          <li key={`${problem.path}-${index}`}>
            {problem.place ? <strong>{problem.place}</strong> : null}
            {problem.place ? " " : null}
            {problem.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
