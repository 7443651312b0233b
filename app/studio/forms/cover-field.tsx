import { useEffect, useState } from "react";
import { filesEndpoint, postAction } from "~/components/projects/files/use-project-files";
import type { Listing } from "~/lib/projects/files/view";
import { AssetField } from "../fields/asset-field";
import { useStudio } from "../studio-context";
import { useFormsT } from "./use-forms-t";

async function readListing(projectId: string): Promise<Listing | null> {
  const res = await fetch(`${filesEndpoint(projectId)}?all=1`, { headers: { Accept: "application/json" } }).catch(() => null);
  return res?.ok ? ((await res.json().catch(() => null)) as Listing | null) : null;
}

/**
 * The catalogue cover, chosen with the rest of the game's look. It is a project pick (ADR 016), not part
 * of the draft: publishing copies it to the game, and a file's removal clears it in every project.
 */
export function CoverField() {
  const t = useFormsT();
  const { projectId, files } = useStudio();
  const [cover, setCover] = useState<string | undefined>(undefined);
  const [status, setStatus] = useState("");
  useEffect(() => {
    let live = true;
    void readListing(projectId).then((listing) => {
      if (live && listing) setCover(listing.cover ?? undefined);
    });
    return () => {
      live = false;
    };
  }, [projectId]);

  const choose = async (url: string | undefined) => {
    setStatus("");
    // A file uploaded on the spot is not in the editor's list yet: the listing names it.
    const known = url ? (files ?? []).find((file) => file.url === url) ?? (await readListing(projectId))?.files.find((file) => file.url === url) : null;
    if (url && !known) return setStatus(t("settings.coverFailed"));
    const result = await postAction(projectId, { intent: "cover", fileId: known ? known.id : null });
    if (!result.ok) return setStatus(result.refusal?.message || t("settings.coverFailed"));
    setCover(url);
    setStatus(t("settings.coverSaved"));
  };

  return (
    <>
      <AssetField label={t("settings.cover")} hint={t("settings.coverHint")} kind="image" optional projectFilesOnly value={cover} onChange={(url) => void choose(url)} />
      <p role="status" className="studio-hint">
        {status}
      </p>
    </>
  );
}
