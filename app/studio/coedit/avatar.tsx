import { initialsOf, peerStyle } from "./palette";

/** A person's picture, or their initials on their colour; decorative (the name is said next to it). */
export function Avatar({ name, img, colour }: { name: string; img: string | null; colour: number }) {
  return (
    // Initials are drawn by CSS, so a list item's text is the person's description alone.
    <span className="coedit-avatar" style={peerStyle(colour)} data-initials={img ? undefined : initialsOf(name)} aria-hidden="true">
      {img ? <img src={img} alt="" /> : null}
    </span>
  );
}
