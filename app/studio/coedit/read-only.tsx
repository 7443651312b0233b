import { useContext } from "react";
import { useT } from "~/i18n/use-t";
import { StudioContext } from "../studio-context";

/** Whether this editor may only look (a viewer): forms, add buttons and stage drags read it. */
export function useReadOnly(): boolean {
  return useContext(StudioContext)?.readOnly ?? false;
}

/** Said once, above the editor, to a viewer. */
export function ReadOnlyBanner() {
  const { t } = useT();
  return (
    <p className="notice coedit-readonly" data-testid="readonly-banner">
      {t("studio-coedit.readOnly.banner")}
    </p>
  );
}
