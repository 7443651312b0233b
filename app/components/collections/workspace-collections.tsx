import { Form, Link } from "@remix-run/react";
import { useId } from "react";
import { useT } from "~/i18n/use-t";
import { SUMMARY_MAX, TITLE_MAX, type CollectionOutcome, type CollectionsSection, type ManagedCollection } from "~/lib/collections/types";
import { ChapterRow } from "./chapter-row";
import { CollectionNotice, MoveAnnouncer, UPGRADE_PATH, useCollectionOutcome } from "./outcome";

/** The workspace's collections of chapters (beta): what they are, and for a plan with them, the forms to make them. */
export function WorkspaceCollections({ section }: { section: CollectionsSection }) {
  const { t } = useT();
  const outcome = useCollectionOutcome();
  return (
    <section aria-labelledby="collections-title" className="collections" id="collections">
      <h2 id="collections-title">
        {t("collections.workspace.title")} <span className="badge">{t("collections.beta")}</span>
      </h2>
      <p>{t("collections.workspace.intro")}</p>
      {section.allowed ? null : (
        <p>
          {t("collections.workspace.planNeeded")} <Link to={UPGRADE_PATH}>{t("collections.workspace.upgrade")}</Link>
        </p>
      )}
      {outcome ? <CollectionNotice key={JSON.stringify(outcome)} outcome={outcome} /> : null}
      <MoveAnnouncer outcome={outcome} />
      {section.allowed ? <CreateCollection key={outcome?.ok && outcome.done === "created" ? outcome.collectionId : "create"} outcome={outcome} /> : null}
      {section.collections.length ? (
        <ul className="projects-list">
          {section.collections.map((collection) => (
            <CollectionItem key={collection.id} collection={collection} candidates={section.candidates} allowed={section.allowed} outcome={outcome} />
          ))}
        </ul>
      ) : section.allowed ? (
        <p className="muted">{t("collections.workspace.empty")}</p>
      ) : null}
    </section>
  );
}

/** The values a refused form sent come back into it, so nothing typed is lost. */
function sent(outcome: CollectionOutcome | null, intent: string, collectionId: string | null) {
  return outcome && !outcome.ok && outcome.intent === intent && outcome.collectionId === collectionId ? outcome.values : null;
}

function CollectionFields({ values, defaults }: { values: Record<string, string> | null; defaults?: { title: string; summary: string } }) {
  const { t } = useT();
  const id = useId();
  return (
    <>
      <p>
        <label htmlFor={`${id}-title`}>{t("collections.workspace.titleLabel")}</label>
        <input id={`${id}-title`} name="title" required maxLength={TITLE_MAX} defaultValue={values?.title ?? defaults?.title ?? ""} autoComplete="off" />
      </p>
      <p>
        <label htmlFor={`${id}-summary`}>{t("collections.workspace.summaryLabel")}</label>
        <textarea id={`${id}-summary`} name="summary" maxLength={SUMMARY_MAX} rows={2} aria-describedby={`${id}-hint`} defaultValue={values?.summary ?? defaults?.summary ?? ""} />
        <span id={`${id}-hint`} className="muted">
          {t("collections.workspace.summaryHint", { max: SUMMARY_MAX })}
        </span>
      </p>
    </>
  );
}

function CreateCollection({ outcome }: { outcome: CollectionOutcome | null }) {
  const { t } = useT();
  return (
    <Form method="post" className="collections-create" aria-labelledby="collections-create-title">
      <h3 id="collections-create-title">{t("collections.workspace.createTitle")}</h3>
      <CollectionFields values={sent(outcome, "createCollection", null)} />
      <button type="submit" name="intent" value="createCollection" className="button">
        {t("collections.workspace.create")}
      </button>
    </Form>
  );
}

type ItemProps = { collection: ManagedCollection; candidates: CollectionsSection["candidates"]; allowed: boolean; outcome: CollectionOutcome | null };

function CollectionItem({ collection, candidates, allowed, outcome }: ItemProps) {
  const { t } = useT();
  const id = useId();
  const count = collection.chapters.length;
  const renameValues = sent(outcome, "renameCollection", collection.id);
  return (
    <li className="projects-item collection-item">
      <h3>{collection.title}</h3>
      {collection.summary ? <p>{collection.summary}</p> : null}
      {count ? (
        <ol className="collection-chapters" aria-label={t("collections.workspace.chaptersOf", { title: collection.title })}>
          {collection.chapters.map((chapter, index) => (
            <ChapterRow key={chapter.gameId} collectionId={collection.id} chapter={chapter} first={index === 0} last={index === count - 1} outcome={outcome} />
          ))}
        </ol>
      ) : (
        <p className="muted">{t("collections.workspace.noChapters")}</p>
      )}
      {allowed ? (
        candidates.length ? (
          <Form method="post" className="projects-actions collection-add">
            <input type="hidden" name="collectionId" value={collection.id} />
            <label htmlFor={`${id}-game`}>{t("collections.workspace.addLabel")}</label>
            <select id={`${id}-game`} name="gameId" defaultValue={sent(outcome, "addChapter", collection.id)?.gameId}>
              {candidates.map((game) => (
                <option key={game.id} value={game.id}>
                  {game.title}
                </option>
              ))}
            </select>
            <button type="submit" name="intent" value="addChapter" className="button">
              {t("collections.workspace.add")}
            </button>
          </Form>
        ) : (
          <p className="muted">{t("collections.workspace.noCandidates")}</p>
        )
      ) : null}
      {allowed ? (
        <details open={Boolean(renameValues)}>
          <summary>{t("collections.workspace.renameOf", { title: collection.title })}</summary>
          <Form method="post">
            <input type="hidden" name="collectionId" value={collection.id} />
            <CollectionFields values={renameValues} defaults={collection} />
            <button type="submit" name="intent" value="renameCollection" className="button">
              {t("collections.workspace.save")}
            </button>
          </Form>
        </details>
      ) : null}
      <Form method="post" className="projects-actions">
        <input type="hidden" name="collectionId" value={collection.id} />
        <button type="submit" name="intent" value="deleteCollection" className="button button-secondary" aria-label={t("collections.workspace.deleteOf", { title: collection.title })}>
          {t("collections.workspace.delete")}
        </button>
      </Form>
    </li>
  );
}
