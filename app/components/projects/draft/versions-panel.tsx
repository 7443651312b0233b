import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from "react";
import { LOCALES } from "~/i18n/locales";
import { useT } from "~/i18n/use-t";
import type { RestoredNotice } from "~/lib/drafts/live-draft.client";
import { PROJECT_VERSIONS_ENDPOINT, type DraftVersion, type VersionRequest, type VersionsAnswer } from "~/lib/drafts/versions";
import { useCanChange } from "../people/use-role";
import { dateFormat } from "~/lib/intl-formats";

type Notice = { text: string; ok: boolean; undo?: { id: string; name: string } };

/**
 * Named versions of the draft: save the draft under a name, list them (newest first, with their date and
 * author), restore one (the room applies it for every editor; "undo" restores the draft as it was just
 * before, kept as a version of its own), delete one.
 */
export function VersionsPanel({ projectId, restored }: { projectId: string; restored: RestoredNotice | null }) {
  const { t, locale } = useT();
  const canChange = useCanChange();
  const nameId = useId();
  const [versions, setVersions] = useState<DraftVersion[] | null>(null);
  const [name, setName] = useState("");
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  // The room tells every editor of a restore, this one included: our own answer says more (and offers undo).
  const restoring = useRef(false);

  const load = useCallback(async () => {
    const res = await fetch(`${PROJECT_VERSIONS_ENDPOINT}?projectId=${encodeURIComponent(projectId)}`).catch(() => null);
    const body = (await res?.json().catch(() => null)) as VersionsAnswer | null;
    if (body?.ok) setVersions(body.versions);
    else setNotice({ text: body?.message ?? t("projects.draft.versions.errors.unavailable"), ok: false });
  }, [projectId, t]);

  useEffect(() => {
    void load();
  }, [load, restored]);

  useEffect(() => {
    if (restored && !restoring.current) setNotice({ text: t("projects.draft.versions.restoredBy", { name: restored.name, by: restored.by }), ok: true });
  }, [restored, t]);

  async function send(request: VersionRequest): Promise<VersionsAnswer> {
    setBusy(true);
    try {
      const res = await fetch(PROJECT_VERSIONS_ENDPOINT, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(request) });
      const body = (await res.json().catch(() => null)) as VersionsAnswer | null;
      if (body?.ok) setVersions(body.versions);
      return body ?? { ok: false, error: "unavailable", message: t("projects.draft.versions.errors.unavailable") };
    } catch {
      return { ok: false, error: "unavailable", message: t("projects.draft.versions.errors.unavailable") };
    } finally {
      setBusy(false);
    }
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    const wanted = name.trim();
    if (!wanted) return setNameError(t("projects.draft.versions.errors.name"));
    setNameError(null);
    const answer = await send({ intent: "save", projectId, name: wanted });
    if (!answer.ok) return answer.error === "name" ? setNameError(answer.message) : setNotice({ text: answer.message, ok: false });
    setName("");
    setNotice({ text: t("projects.draft.versions.saved", { name: wanted }), ok: true });
  }

  async function restore(version: Pick<DraftVersion, "id" | "name">, undoing = false) {
    restoring.current = true;
    const answer = await send({ intent: "restore", projectId, versionId: version.id }).finally(() => {
      restoring.current = false;
    });
    if (!answer.ok) return setNotice({ text: answer.message, ok: false });
    const before = answer.done?.id;
    setNotice(
      undoing
        ? { text: t("projects.draft.versions.undone"), ok: true }
        : { text: t("projects.draft.versions.restored", { name: version.name }), ok: true, undo: before ? { id: before, name: version.name } : undefined },
    );
  }

  async function remove(version: DraftVersion) {
    const answer = await send({ intent: "delete", projectId, versionId: version.id });
    setNotice(answer.ok ? { text: t("projects.draft.versions.deleted", { name: version.name }), ok: true } : { text: answer.message, ok: false });
  }

  const date = dateFormat(LOCALES[locale].locale, { dateStyle: "medium", timeStyle: "short" });
  return (
    <section className="draft-versions" aria-labelledby="draft-versions-title">
      <h2 id="draft-versions-title">{t("projects.draft.versions.title")}</h2>
      {canChange ? <form onSubmit={save} noValidate className="draft-versions-save">
        <label htmlFor={nameId}>{t("projects.draft.versions.nameLabel")}</label>
        <input id={nameId} value={name} onChange={(e) => setName(e.target.value)} maxLength={80} required
          aria-invalid={nameError ? true : undefined} aria-describedby={nameError ? `${nameId}-error` : undefined} />
        {nameError ? <p id={`${nameId}-error`} className="field-error">{nameError}</p> : null}
        <button type="submit" className="button" disabled={busy}>{t("projects.draft.versions.save")}</button>
      </form> : <p className="muted">{t("projects.draft.versions.errors.read-only")}</p>}
      <div aria-live="polite" role="status">
        {notice ? (
          <div className={notice.ok ? "notice notice-ok" : "notice projects-error"}>
            <p>{notice.text}</p>
            {notice.undo ? (
              <button type="button" className="button button-secondary" disabled={busy} onClick={() => notice.undo && void restore(notice.undo, true)}>
                {t("projects.draft.versions.undo")}
              </button>
            ) : null}
          </div>
        ) : null}
      </div>
      {versions === null ? null : versions.length === 0 ? (
        <p className="muted">{t("projects.draft.versions.empty")}</p>
      ) : (
        <ul className="projects-list draft-versions-list" aria-label={t("projects.draft.versions.listLabel")}>
          {versions.map((version) => (
            <li key={version.id} className="projects-item">
              <h4>{version.name}</h4>
              <p className="muted">
                {t("projects.draft.versions.meta", { date: date.format(version.createdAt), author: version.author || t("projects.draft.versions.someone") })}
              </p>
              {canChange ? <div className="projects-actions">
                <button type="button" className="button button-secondary" disabled={busy} onClick={() => void restore(version)}
                  aria-label={t("projects.draft.versions.restoreLabel", { name: version.name })}>
                  {t("projects.draft.versions.restore")}
                </button>
                <button type="button" className="button button-secondary" disabled={busy} onClick={() => void remove(version)}
                  aria-label={t("projects.draft.versions.deleteLabel", { name: version.name })}>
                  {t("projects.draft.versions.delete")}
                </button>
              </div> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
