/** The sign-in and password pages' shared field (spec §2). */
export const signInTexts = {
  username: 'Usuario',
} as const;
