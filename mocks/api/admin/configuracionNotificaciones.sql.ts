// SQL of the notification configurations (migration 015).

const COLUMNS = `c.id, c.tipo, c.codigo, c.titulo, c.descripcion, c.activo,
    c.por_defecto AS porDefecto, c.configurable, c.version,
    (SELECT count(*) FROM notifications n WHERE n.subtype = c.codigo) AS notificaciones`;

const WHERE = `WHERE (:q IS NULL OR instr(fold(c.codigo || ' ' || c.titulo || ' ' || c.descripcion),
      fold(:q)) > 0)
    AND (:tipo IS NULL OR c.tipo = :tipo)
    AND (:activo IS NULL OR c.activo = :activo)`;

// A type's configurations stay together, by title.
const SORT_COLUMNS: Record<string, string> = {
  tipo: 'c.tipo',
  titulo: 'c.titulo COLLATE NOCASE',
  codigo: 'c.codigo',
  notificaciones: 'notificaciones',
  id: 'c.id',
};

/** Fields a list may sort by, as the API names them; the first is the default. */
export const SORTABLE = Object.keys(SORT_COLUMNS);

const VALUES = ':titulo, :descripcion, :activo, :porDefecto, :configurable';

export const configuracionNotificacionSql = {
  page: (field: string, order: 'ASC' | 'DESC') =>
    `SELECT ${COLUMNS} FROM notification_configurations c ${WHERE}
      ORDER BY ${SORT_COLUMNS[field]} ${order}, c.titulo COLLATE NOCASE, c.id
      LIMIT :limit OFFSET :offset`,
  count: `SELECT count(*) AS total FROM notification_configurations c ${WHERE}`,
  one: `SELECT ${COLUMNS} FROM notification_configurations c WHERE c.id = :id`,
  insert: `INSERT INTO notification_configurations
      (tipo, codigo, titulo, descripcion, activo, por_defecto, configurable)
    VALUES (:tipo, :codigo, ${VALUES})`,
  // Type and code stay: sent notifications name their code. Version check and write are one.
  update: `UPDATE notification_configurations
    SET (titulo, descripcion, activo, por_defecto, configurable) = (${VALUES}),
      version = version + 1
    WHERE id = :id AND version = :version`,
  remove: 'DELETE FROM notification_configurations WHERE id = :id',
};

export const CODE_TAKEN_SQL = `SELECT EXISTS (SELECT 1 FROM notification_configurations
  WHERE codigo = :codigo) AS taken`;
