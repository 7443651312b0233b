import { initialsOf, peerStyle } from "./palette";

/** A person's picture, or their initials on their colour; decorative (the name is said next to it). */
export function Avatar({ name, img, colour }: { name: string; img: string | null; colour: number }) {
  return (
    <span className="coedit-avatar" style={peerStyle(colour)} aria-hidden="true">
      {img ? <img src={img} alt="" /> : initialsOf(name)}
    </span>
  );
}
