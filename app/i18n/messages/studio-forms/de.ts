import type fr from "./fr";

const de: typeof fr = {
  title: "Eigenschaften",
};

export default de;
