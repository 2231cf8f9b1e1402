/**
 * A builder save's mutation options: its refusal is shown by the form (useSave), so the app's
 * global error notice stays quiet.
 */
export const formSave = { mutation: { meta: { silentError: true } } } as const;
