const fr = {
  title: "Éditeur 360",
};

export default fr;
