const fr = {
  title: "Propriétés",
};

export default fr;
