import type { DatabaseSync } from 'node:sqlite';
import { AT_RISK_ABSENCES } from '../courses/attendanceStanding.ts';
import { unmarkedClassesAlert } from '../attendance/todaysClasses.ts';
import { NEXT_UNIT_SQL } from '../courses/cursos.sql.ts';
import { limaDay } from '../limaDay.ts';
import { studentDebt } from '../payments/debt.sql.ts';
import {
  ABSENCES_SQL,
  APPROVED_UNITS_SQL,
  CERTIFICATE_SQL,
  CES_SQL,
  OPEN_SURVEY_SQL,
  PASSWORD_AGE_SQL,
  PRE_REGISTRATION_REMINDER_SQL,
  PRE_REGISTRATION_SQL,
  UNVERIFIED_PHONE_SQL,
} from './alertRules.sql.ts';

// spec §4's home alert queue from the user's own data. Tasks from orden 16 on are the queue's
// closeable alerts (the ones below block the user, and the institute assigns those): for each,
// a rule reads what the alert is about. A raised rule's data alone puts the alert in the user's
// flow (a copy is made the first time); an assigned one shows only on a copy someone gave the
// user. Either way an alert whose data says nothing is left out.

export type Facts = Record<string, unknown>[];

export interface RuleInput {
  db: DatabaseSync;
  user: number;
  now: number;
  /** When the user last completed this alert (0: never): what they acknowledged. */
  since: number;
}

export interface AlertRule {
  facts: (input: RuleInput) => Facts;
  raised: boolean;
}

/** Runs `sql` with the inputs it names (:user, :now, :today, :since) and `extra`. */
function rows(sql: string, extra: Record<string, number> = {}) {
  return ({ db, user, now, since }: RuleInput): Facts => {
    const statement = db.prepare(sql);
    statement.setAllowUnknownNamedParameters(true);
    return statement.all({ user, now, since, today: limaDay(now), ...extra }) as Facts;
  };
}

/** The deudas alert also warns of a fee falling due within this many days. */
export const DEBT_NOTICE_DAYS = 7;

const raised = (facts: AlertRule['facts']): AlertRule => ({ facts, raised: true });

export const ALERT_RULES: Readonly<Record<'ESTUDIANTES' | 'DOCENTES', Record<string, AlertRule>>> =
  {
    ESTUDIANTES: {
      cambiarClave: raised(rows(PASSWORD_AGE_SQL)),
      preRegistration: raised(rows(PRE_REGISTRATION_SQL)),
      reminderPreRegistration: raised(rows(PRE_REGISTRATION_REMINDER_SQL)),
      AlertaCesVigenteSec: raised(rows(CES_SQL.AlertaCesVigenteSec)),
      AlertaCesUltimoCiclo: raised(rows(CES_SQL.AlertaCesUltimoCiclo)),
      AlertaCesVencidoSec: raised(rows(CES_SQL.AlertaCesVencidoSec)),
      AlertaCesEgresado: raised(rows(CES_SQL.AlertaCesEgresado)),
      // Given by the academic office to the students it asks to choose; shown while a unit is
      // left to choose (tarea/alerta/electivos/obtener tells which).
      AlertaElectivos: {
        facts: ({ db, user, now }) =>
          db.prepare(NEXT_UNIT_SQL).all({ userId: user, today: limaDay(now) }) as Facts,
        raised: false,
      },
      deudas: raised(({ db, user, now }) => {
        const debt = studentDebt(db, user, now, DEBT_NOTICE_DAYS);
        return debt.overdue || debt.dueSoon ? [{ vencida: debt.overdue }] : [];
      }),
      verificarCelular: raised(rows(UNVERIFIED_PHONE_SQL)),
      encuestaExterna: raised(rows(OPEN_SURVEY_SQL)),
      inasistenciaAlerta: raised(rows(ABSENCES_SQL, { share: AT_RISK_ABSENCES })),
      certificadoEstudios: raised(rows(CERTIFICATE_SQL)),
      // Given by the academic office once the period's grades close; shown while there is
      // something to congratulate.
      cursoAprobado: { facts: rows(APPROVED_UNITS_SQL), raised: false },
    },
    DOCENTES: {
      marcacionDocAlerta: raised(
        ({ db, user, now }) => unmarkedClassesAlert(db, now, user)?.clases ?? [],
      ),
    },
  };
