import { useEffect, useState } from "react";
import { readClipboard, type Copied } from "../clipboard";

/** The hotspot waiting on the studio's clipboard (this tab's copy or another tab's), or null. */
export function useCopiedHotspot(): Copied | null {
  const [copied, setCopied] = useState<Copied | null>(null);
  useEffect(() => {
    const read = () => {
      const found = readClipboard();
      setCopied(found?.type === "hotspot" ? found : null);
    };
    read();
    window.addEventListener("studio:clipboard", read);
    window.addEventListener("storage", read);
    return () => {
      window.removeEventListener("studio:clipboard", read);
      window.removeEventListener("storage", read);
    };
  }, []);
  return copied;
}
