import type fr from "./fr";

const de: typeof fr = {
  title: "360-Editor",
};

export default de;
