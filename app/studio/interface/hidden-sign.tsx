import type { Zone } from "~/engine";

/** Players do not see the zone, nor an object lying in it, until its conditions hold. */
export function hiddenAtStart(zone: Zone): boolean {
  return Array.isArray(zone.visibleWhen) && zone.visibleWhen.length > 0;
}

/**
 * The sign on a zone players do not see at the start (it waits for its conditions): a crossed-out eye,
 * beside the zone's name and in the legend under the picture that says what it means.
 */
export function HiddenSign() {
  return (
    <svg className="si-hidden-sign" viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
      <path d="M17.94 17.94A10.07 10.07 0 0 1 12 20c-7 0-11-8-11-8a18.45 18.45 0 0 1 5.06-5.94M9.9 4.24A9.12 9.12 0 0 1 12 4c7 0 11 8 11 8a18.5 18.5 0 0 1-2.16 3.19m-6.72-1.07a3 3 0 1 1-4.24-4.24" />
      <path d="M1 1l22 22" />
    </svg>
  );
}
