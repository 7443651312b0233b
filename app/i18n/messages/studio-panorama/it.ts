import type fr from "./fr";

const it: typeof fr = {
  title: "Editor 360",
};

export default it;
