import type fr from "./fr";

const en: typeof fr = {
  title: "360 editor",
};

export default en;
