// The Spanish texts of the tours and their tasks (spec §5, §8).

export const tourTexts = {
  tourMenuGroup: 'Recorridos del campus',
  tourTaskMissing: 'Indica la tarea o el recorrido.',
  tourTaskMismatch: 'La tarea no corresponde a este recorrido.',
} as const;
