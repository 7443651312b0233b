import { useFetcher } from "@remix-run/react";
import { useT } from "~/i18n/use-t";
import type { EditorOutcome } from "~/lib/blog/admin-page.server";
import type { StoredImage } from "~/lib/blog/images.server";
import { FocusedNotice } from "../projects/focused-notice";

/**
 * The blog's pictures (ADR 051): send one (checked by its bytes on the server), then copy its markdown into the
 * text. The upload goes through a fetcher, so what is typed in the post form stays where it is.
 */
export function BlogImages({ images, token }: { images: StoredImage[]; token: string }) {
  const { t } = useT();
  const fetcher = useFetcher<EditorOutcome>();
  const outcome = fetcher.data?.kind === "upload" ? fetcher.data : null;
  const busy = fetcher.state !== "idle";
  const code = (image: StoredImage) => `![](${image.path})`;
  return (
    <section aria-labelledby="blog-images-title">
      <h2 id="blog-images-title">{t("blog-authoring.images.title")}</h2>
      <p>{t("blog-authoring.images.intro")}</p>
      <fetcher.Form method="post" encType="multipart/form-data" className="form-card">
        <input type="hidden" name="token" value={token} />
        <input type="hidden" name="intent" value="upload" />
        <label htmlFor="blog-image-file">{t("blog-authoring.images.file")}</label>
        <input id="blog-image-file" name="image" type="file" accept="image/png,image/jpeg,image/webp,image/gif" required />
        <div className="form-actions">
          <button type="submit" className="button button-secondary" disabled={busy}>
            {t("blog-authoring.images.upload")}
          </button>
        </div>
      </fetcher.Form>
      {outcome ? (
        <FocusedNotice key={outcome.at} ok={outcome.ok}>
          {outcome.ok ? t("blog-authoring.images.uploaded", { code: code(outcome.image) }) : t(`blog-authoring.errors.${outcome.error}`)}
        </FocusedNotice>
      ) : null}
      {images.length === 0 ? (
        <p>{t("blog-authoring.images.none")}</p>
      ) : (
        <div className="table-wrap">
          <table>
            <caption>{t("blog-authoring.images.caption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("blog-authoring.images.picture")}</th>
                <th scope="col">{t("blog-authoring.images.code")}</th>
              </tr>
            </thead>
            <tbody>
              {images.map((image) => (
                <tr key={image.name}>
                  <td>
                    <img src={image.path} alt="" width={96} height={54} loading="lazy" style={{ objectFit: "cover" }} />
                  </td>
                  <th scope="row">
                    <code>{code(image)}</code>
                  </th>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
