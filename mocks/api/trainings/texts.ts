// The Spanish texts of the teachers' institutional pages, alerts and trainings (spec §5, §8).

export const alertTexts = {
  registered: 'Registramos tu alerta. El área de tutoría se comunicará con el estudiante.',
  notSeated: 'El estudiante no pertenece a la clase elegida.',
  open: 'Ya registraste una alerta por este motivo para el estudiante y aún está en atención.',
};

export const inductionTexts = {
  done: 'Registramos que completaste tu inducción. Ya puedes usar el campus.',
} as const;
