import { randomBytes } from 'node:crypto';
import type { operations } from '../../../generated/main/paths.ts';
import { DISTRICT_SQL } from '../../db/district.sql.ts';
import { queryOne } from '../../db/query.ts';
import { signedIn, type HandlerContext, type ServiceHandlers } from '../context.ts';
import { badRequest, forbidden, notFound } from '../errors.ts';
import { confirmPhoneCode, sendPhoneCode } from './phoneCodes.ts';
import { reencodePhoto } from './photo.ts';
import { completeStep } from '../tasks/completeStep.ts';
import { profileTexts } from './texts.ts';
import { ok, type ResultsOf } from '../respond.ts';
import { PERUVIAN_MOBILE } from '../../../src/lib/validation/personRules.ts';
import {
  CURRENT_CV_SQL,
  DELETE_FILE_SQL,
  FILE_OWNER_SQL,
  PHONE_SQL,
  PHOTO_BY_USER_SQL,
  PROFILE_SQL,
  PROGRAMME_SEPARATOR,
  SAVE_CV_SQL,
  SAVE_PHOTO_SQL,
  SET_PHOTO_URL_SQL,
  UPDATE_CONTACT_SQL,
  UPDATE_PRIVACY_SQL,
  VERIFY_PHONE_SQL,
  type ProfileRow,
} from './perfil.sql.ts';

const genderNames = { F: 'Femenino', M: 'Masculino', O: 'Otro' } as const;

function toPerfil(row: ProfileRow): ResultsOf<'obtenerDatosPersonales'> {
  return {
    idUsuario: row.id,
    nombreCompleto: row.full_name,
    nombres: row.first_name,
    apellidoPaterno: row.paternal_surname,
    apellidoMaterno: row.maternal_surname,
    codigoUsuario: row.user_code,
    tipoDocumento: row.document_type,
    numeroDocumento: row.document_number,
    sede: row.campus,
    programas: row.programmes ? row.programmes.split(PROGRAMME_SEPARATOR) : [],
    idArea: row.area_id,
    phone: row.phone,
    phoneVerified: row.phone_verified === 1,
    email: row.email,
    institutionalEmail: row.institutional_email,
    address: row.address,
    ubigeo: row.ubigeo,
    department: row.department,
    province: row.province,
    district: row.district,
    showPhone: row.show_phone === 1,
    showEmail: row.show_email === 1,
    photo: row.photo_url,
    gender: { code: row.gender, name: genderNames[row.gender] },
    sex: row.gender,
    permissions: row.permissions ? row.permissions.split(',') : [],
    enableAttendanceBtn: row.enable_attendance_btn === 1,
  };
}

function profileOf(context: HandlerContext, id: number) {
  const row = queryOne<ProfileRow>(context.services.db, PROFILE_SQL, id);
  if (!row) throw notFound();
  return toPerfil(row);
}

interface CvRow {
  id: number;
  name: string;
  extension: string;
  size: number;
  storedAs: string;
  updatedAt: number;
}

const toCurriculum = (row: CvRow): NonNullable<ResultsOf<'obtenerCurriculum'>> => ({
  idArchivo: row.id,
  nombre: row.name,
  extension: row.extension,
  tamano: row.size,
  fechaCarga: new Date(row.updatedAt).toISOString(),
});

const savePrivacy = (
  context: HandlerContext<unknown, unknown, { showPhone: boolean; showEmail: boolean }>,
) => {
  const { body, services } = context;
  services.db.prepare(UPDATE_PRIVACY_SQL).run({
    id: signedIn(context).idu,
    showPhone: body.showPhone ? 1 : 0,
    showEmail: body.showEmail ? 1 : 0,
  });
  return ok({ showPhone: body.showPhone, showEmail: body.showEmail });
};

// The photo's address: unguessable, and new with every photo so no cache shows the old one.
const photoPath = (userId: number, key: string) => `perfil/foto/${userId}?clave=${key}`;

export const perfilHandlers = {
  obtenerDatosPersonales: (context) => ok(profileOf(context, context.params.id)),

  actualizarDatosPersonales: (context) => {
    const { body, params, services } = context;
    // The e-mail's format and the fields' lengths were checked against the contract already.
    const place = queryOne<{ district: string; province: string; department: string }>(
      services.db,
      DISTRICT_SQL,
      body.ubigeo,
    );
    if (!place) throw badRequest({ ubigeo: [profileTexts.ubigeo] });
    services.db.prepare(UPDATE_CONTACT_SQL).run({
      id: params.id,
      email: body.email,
      address: body.address,
      ubigeo: body.ubigeo,
      ...place,
      gender: body.gender,
    });
    // The data update's 'Confirmar correo personal' step is what this save does.
    completeStep(services.db, params.id, 'actualizarCorreo', services.clock());
    return ok(profileOf(context, params.id));
  },

  guardarPrivacidadAlumno: savePrivacy,
  guardarPrivacidadDocente: savePrivacy,

  enviarCodigoTelefono: (context) => {
    const { body, services } = context;
    const caller = signedIn(context);
    const phone = body.celular;
    // spec §5's phone rule takes an empty value as "no phone"; a number to verify must exist.
    if (!phone) throw badRequest({ celular: [profileTexts.required] });
    if (!PERUVIAN_MOBILE.test(phone)) throw badRequest({ celular: [profileTexts.phone] });
    const current = queryOne<{ phone: string | null; verified: number }>(
      services.db,
      PHONE_SQL,
      caller.idu,
    );
    if (current?.phone === phone && current.verified === 1) {
      throw badRequest({ celular: [profileTexts.sameNumber] });
    }
    return ok(sendPhoneCode(services, caller, phone), profileTexts.codeSent);
  },

  confirmarTelefono: (context) => {
    const { body, services } = context;
    const caller = signedIn(context);
    const phone = confirmPhoneCode(services, caller, body.codigo);
    services.db.prepare(VERIFY_PHONE_SQL).run(phone, caller.idu);
    completeStep(services.db, caller.idu, 'verificarCelular', services.clock());
    return ok({ phone, phoneVerified: true }, profileTexts.phoneVerified);
  },

  cambiarFotoPerfil: async (context) => {
    const { body, services } = context;
    const caller = signedIn(context);
    const photo = await reencodePhoto(body.imagenCodificada, body.extensionImagen);
    const previous = queryOne<{ storedAs: string }>(services.db, PHOTO_BY_USER_SQL, caller.idu);
    const photoKey = randomBytes(16).toString('hex');
    const url = photoPath(caller.idu, photoKey);
    const storedAs = services.files.save(photo.bytes);
    services.db.prepare(SAVE_PHOTO_SQL).run({
      userId: caller.idu,
      storedAs,
      contentType: photo.contentType,
      photoKey,
      now: services.clock(),
    });
    services.db.prepare(SET_PHOTO_URL_SQL).run(url, caller.idu);
    // The onboarding's 'Subir foto de perfil' step, wherever the photo was changed.
    completeStep(services.db, caller.idu, 'onboardingFoto', services.clock());
    // One current photo per user: the old bytes go once nothing points at them.
    if (previous) services.files.remove(previous.storedAs);
    return ok({ urlFotoPerfil: url });
  },

  descargarFotoPerfil: ({ params, query, services, reply }) => {
    const photo = queryOne<{ storedAs: string; contentType: string; photoKey: string }>(
      services.db,
      PHOTO_BY_USER_SQL,
      params.idUsuario,
    );
    // A wrong key and no photo answer alike: the link tells nothing about who has one.
    if (!photo || photo.photoKey !== query.clave) throw notFound();
    reply
      .type(photo.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      // The address changes with the photo, so this one never goes stale.
      .header('cache-control', 'private, max-age=31536000, immutable');
    return services.files.read(photo.storedAs);
  },

  obtenerCurriculum: (context) => {
    const row = queryOne<CvRow>(context.services.db, CURRENT_CV_SQL, signedIn(context).idu);
    return ok(row ? toCurriculum(row) : null);
  },

  guardarCurriculum: (context) => {
    const { body, services } = context;
    const caller = signedIn(context);
    const file = queryOne<{ ownerId: number; purpose: string }>(
      services.db,
      FILE_OWNER_SQL,
      body.idArchivo,
    );
    if (!file) throw badRequest({ idArchivo: [profileTexts.cvNotYours] });
    if (file.ownerId !== caller.idu) throw forbidden();
    if (file.purpose !== 'CV') throw badRequest({ idArchivo: [profileTexts.cvNotYours] });
    const previous = queryOne<CvRow>(services.db, CURRENT_CV_SQL, caller.idu);
    services.db.prepare(SAVE_CV_SQL).run({
      teacherId: caller.idu,
      fileId: body.idArchivo,
      now: services.clock(),
    });
    if (previous && previous.id !== body.idArchivo) {
      services.db.prepare(DELETE_FILE_SQL).run(previous.id);
      services.files.remove(previous.storedAs);
    }
    const saved = queryOne<CvRow>(services.db, CURRENT_CV_SQL, caller.idu);
    if (!saved) throw notFound();
    return ok(toCurriculum(saved), profileTexts.cvSaved);
  },
} satisfies Partial<ServiceHandlers<operations>>;
