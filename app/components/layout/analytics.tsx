import { useEffect } from "react";

/**
 * A Plausible-compatible, cookie-free analytics script, added only once the visitor has accepted.
 * Injected from an effect because a `<script>` rendered by React after hydration would never run.
 */
export function Analytics({ src, domain }: { src: string; domain: string }) {
  useEffect(() => {
    if (document.querySelector("script[data-analytics]")) return;
    const script = document.createElement("script");
    script.src = src;
    script.defer = true;
    script.dataset.domain = domain;
    script.dataset.analytics = "";
    document.head.appendChild(script);
  }, [src, domain]);
  return null;
}
