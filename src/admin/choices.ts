/** react-admin's choices (`{ id, name }`) from a map of codes to their Spanish labels, in order. */
export const choicesOf = (labels: Record<string, string>) =>
  Object.entries(labels).map(([id, name]) => ({ id, name }));
