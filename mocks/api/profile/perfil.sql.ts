import { fullNameSql } from '../../db/fullName.sql.ts';

export interface ProfileRow {
  id: number;
  full_name: string;
  first_name: string;
  paternal_surname: string;
  maternal_surname: string;
  user_code: string;
  tip: 1 | 2 | 3;
  area_id: number | null;
  phone: string | null;
  phone_verified: number;
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
  document_type: 'DNI' | 'CE' | 'PASAPORTE' | null;
  document_number: string | null;
  enable_attendance_btn: number;
  permissions: string | null;
  campus: string | null;
  programmes: string | null;
}

// Programmes are joined with a separator no programme name holds.
export const PROGRAMME_SEPARATOR = '\u001f';

export const PROFILE_SQL = `SELECT u.id, ${fullNameSql('u')} AS full_name, u.first_name,
    u.paternal_surname, u.maternal_surname, u.user_code, u.tip, u.area_id, u.phone,
    u.phone_verified, u.email, u.institutional_email, u.address, u.ubigeo, u.department,
    u.province, u.district, u.show_phone, u.show_email, u.photo_url, u.gender, u.document_type,
    u.document_number, u.enable_attendance_btn,
    (SELECT group_concat(permission, ',') FROM (SELECT permission FROM user_permissions
       WHERE user_id = u.id ORDER BY permission)) AS permissions,
    (SELECT c.name FROM enrolments e JOIN campuses c ON c.id = e.campus_id
       WHERE e.student_id = u.id ORDER BY e.is_primary DESC, e.id LIMIT 1) AS campus,
    (SELECT group_concat(name, char(31)) FROM (SELECT DISTINCT p.name FROM enrolments e
       JOIN programmes p ON p.id = e.programme_id WHERE e.student_id = u.id
       ORDER BY e.is_primary DESC, p.name)) AS programmes
  FROM users u WHERE u.id = ? AND u.is_active = 1`;

export const UPDATE_CONTACT_SQL = `UPDATE users SET email = :email, address = :address,
    ubigeo = :ubigeo, department = :department, province = :province, district = :district,
    gender = :gender
  WHERE id = :id`;

export const UPDATE_PRIVACY_SQL = `UPDATE users SET show_phone = :showPhone, show_email = :showEmail
  WHERE id = :id`;

/** A user's phone and whether it is verified (positional: the user). */
export const PHONE_SQL = 'SELECT phone, phone_verified AS verified FROM users WHERE id = ?';

export const VERIFY_PHONE_SQL = 'UPDATE users SET phone = ?, phone_verified = 1 WHERE id = ?';

export const PHOTO_BY_USER_SQL = `SELECT stored_as AS storedAs, content_type AS contentType,
    photo_key AS photoKey
  FROM profile_photos WHERE user_id = ?`;

export const SAVE_PHOTO_SQL = `INSERT INTO profile_photos (user_id, stored_as, content_type,
    photo_key, updated_at) VALUES (:userId, :storedAs, :contentType, :photoKey, :now)
  ON CONFLICT (user_id) DO UPDATE SET stored_as = excluded.stored_as,
    content_type = excluded.content_type, photo_key = excluded.photo_key,
    updated_at = excluded.updated_at`;

export const SET_PHOTO_URL_SQL = 'UPDATE users SET photo_url = ? WHERE id = ?';

export const CURRENT_CV_SQL = `SELECT f.id, f.name, f.extension, f.size, f.stored_as AS storedAs,
    cv.updated_at AS updatedAt
  FROM teacher_cvs cv JOIN files f ON f.id = cv.file_id WHERE cv.teacher_id = ?`;

export const SAVE_CV_SQL = `INSERT INTO teacher_cvs (teacher_id, file_id, updated_at)
    VALUES (:teacherId, :fileId, :now)
  ON CONFLICT (teacher_id) DO UPDATE SET file_id = excluded.file_id,
    updated_at = excluded.updated_at`;

/** A file's owner and purpose (positional: the file). */
export const FILE_OWNER_SQL = 'SELECT owner_id AS ownerId, purpose FROM files WHERE id = ?';

export const DELETE_FILE_SQL = 'DELETE FROM files WHERE id = ?';
