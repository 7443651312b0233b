import { useEffect, useRef } from "react";
import { useT } from "~/i18n/use-t";
import type { Block } from "~/lib/blog/markdown-tree";
import { MarkdownBody } from "./markdown-body";

/** What readers will see, from what is in the form (nothing saved); focused so the author lands on it. */
export function PostPreview({ title, blocks }: { title: string; blocks: Block[] }) {
  const { t } = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="blog-preview" aria-labelledby="post-preview-title">
      <h2 id="post-preview-title" tabIndex={-1} ref={heading}>
        {t("blog-authoring.preview.title")}
      </h2>
      <p className="muted">{t("blog-authoring.preview.hint")}</p>
      <article className="prose">
        <h3>{title}</h3>
        <MarkdownBody blocks={blocks} />
      </article>
    </section>
  );
}
