import type { DetailedHTMLProps, HTMLAttributes } from "react";

/**
 * JSX typing for Google's <model-viewer> custom element (the attributes we use). React 18 hands
 * unknown props of a custom element to it as attributes, so booleans are written as "" (present).
 */
type ModelViewerAttributes = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
  src: string;
  alt: string;
  poster?: string;
  "camera-controls"?: "";
  "auto-rotate"?: "";
  "touch-action"?: "pan-y" | "pan-x" | "none";
  "interaction-prompt"?: "auto" | "none";
  "shadow-intensity"?: string;
  loading?: "auto" | "lazy" | "eager";
  reveal?: "auto" | "manual";
  a11y?: string;
  class?: string;
};

declare module "react" {
  // React types custom elements through this namespace; a module augmentation is the only way in.
  namespace JSX {
    interface IntrinsicElements {
      "model-viewer": ModelViewerAttributes;
    }
  }
}
