// What the demo API says about the flow's tasks and alerts (Spanish, es-PE).

export const taskTexts = {
  preRegistered: (periodo: string) =>
    `Tu prematrícula para el periodo ${periodo} quedó registrada.`,
  preRegistrationClosed: 'La prematrícula de ese periodo no está abierta.',
  noActiveCareer: 'La prematrícula es para estudiantes con una matrícula activa en una carrera.',
};
