import type { ActualizarDatosPersonalesRequest, Perfil } from '@generated/main/model';

export type ContactValues = Omit<ActualizarDatosPersonalesRequest, 'gender'> & {
  gender: ActualizarDatosPersonalesRequest['gender'] | null;
};

/** The form starts from what is stored; what is missing starts empty. */
export const contactValuesOf = (perfil: Perfil): ContactValues => ({
  email: perfil.email ?? '',
  address: perfil.address ?? '',
  ubigeo: perfil.ubigeo ?? '',
  gender: perfil.gender?.code ?? null,
});
