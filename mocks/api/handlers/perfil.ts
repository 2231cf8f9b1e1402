import type { operations } from '../../../generated/main/paths.ts';
import { queryOne } from '../../db/query.ts';
import type { ServiceHandlers } from '../context.ts';
import { notFound } from '../errors.ts';
import { ok } from '../respond.ts';

interface ProfileRow {
  id: number;
  full_name: string;
  area_id: number | null;
  phone: string | null;
  email: string | null;
  institutional_email: string | null;
  address: string | null;
  ubigeo: string | null;
  department: string | null;
  province: string | null;
  district: string | null;
  show_phone: number;
  show_email: number;
  photo_url: string | null;
  gender: 'F' | 'M' | 'O';
  enable_attendance_btn: number;
  permissions: string | null;
}

const PROFILE_SQL = `SELECT u.id, u.first_name || ' ' || u.paternal_surname || ' ' || u.maternal_surname AS full_name,
    u.area_id, u.phone, u.email, u.institutional_email, u.address, u.ubigeo, u.department,
    u.province, u.district, u.show_phone, u.show_email, u.photo_url, u.gender,
    u.enable_attendance_btn,
    (SELECT group_concat(permission, ',') FROM (SELECT permission FROM user_permissions
       WHERE user_id = u.id ORDER BY permission)) AS permissions
  FROM users u WHERE u.id = ? AND u.is_active = 1`;

const genderNames = { F: 'Femenino', M: 'Masculino', O: 'Otro' } as const;

export const perfilHandlers = {
  obtenerDatosPersonales: ({ params, services }) => {
    const row = queryOne<ProfileRow>(services.db, PROFILE_SQL, params.id);
    if (!row) throw notFound();
    return ok({
      idUsuario: row.id,
      nombreCompleto: row.full_name,
      idArea: row.area_id,
      phone: row.phone,
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
    });
  },
} satisfies Partial<ServiceHandlers<operations>>;
