import { useT } from "~/i18n/use-t";

/** The `studio-forms` texts, without repeating the namespace at every call. */
export function useFormsT() {
  const { t } = useT();
  return (key: string, params?: Record<string, unknown>) => t(`studio-forms.${key}`, params);
}
