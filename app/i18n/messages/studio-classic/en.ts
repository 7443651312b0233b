import type fr from "./fr";

const en: typeof fr = {
  title: "Classic editor",
};

export default en;
