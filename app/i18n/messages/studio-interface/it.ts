import type fr from "./fr";

const it: typeof fr = {
  title: "Editor Interface",
};

export default it;
