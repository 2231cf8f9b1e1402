// Which of the caller's own data a question asks about (issue 56), however it is worded: what
// they owe, their procedures in progress, their classes today or tomorrow. Read on the folded question
// (accents and case aside). Asking how or where to pay, or what a procedure costs, is not asking
// what one owes: those are the institute's content.

export type PersonalIntent = 'DEBT' | 'PENDING' | 'TODAY' | 'TOMORROW';

const DEBT =
  /\b(cuanto|que|algo) (le )?debo\b|\bdebo (algo|plata|dinero|cuotas?|pagos?|pensiones?)\b|\b(mis|tengo|alguna|mi) deudas?\b|\bdeudas? pendientes?\b|\badeud[oa]\b|\b(estoy|ando) al dia\b|\bpendientes? de pag(o|ar)\b|\b(algo|cuotas?|pagos?) (pendientes?|vencid[oa]s?|por pagar)\b|\bme falta pagar\b|\bmis (cuotas|pensiones|pagos)\b|\bcuotas? (pendientes?|vencidas?)\b|\b(mi|la) (proxima|siguiente) (cuota|pension)\b|\bvence mi\b|\bcuanto (tengo que|me toca|me falta) pagar\b|\bmi saldo\b|\btengo que pagar algo\b/;
const NOT_DEBT =
  /\b(donde|como) (pago|pagar|puedo pagar)\b|\bmedios de pago\b|\bno aparece\b|\bcuesta\b|\bpagar (por|para) (el|la|un|una)\b|\bcanales\b|\bcada cuanto\b|\bdebo (?!pagar\b)\w+(ar|er|ir)\b/;

const PENDING =
  /\bmis (tramites|solicitudes|pedidos|expedientes)\b|\bmi (tramite|solicitud|pedido|expediente)\b.*\b(estado|va|avance|paso|salio|sale|listo|lista|respuesta|observad[oa]|aprobad[oa]|resolvieron|atendieron)\b|\b(estado|avance|va|paso con|esta)\b.*\bmis? (tramites?|solicitud(es)?|pedidos?|expedientes?)\b|\b(tramites?|solicitud(es)?) (pendientes?|en proceso|en tramite)\b|\btengo algo pendiente\b(?! de pag)|\b(me )?(aprobaron|atendieron|resolvieron|respondieron|observaron)\b.*\b(tramite|solicitud)\b|\bya (salio|esta|llego)\b.*\bmis? (tramite|solicitud|constancia|certificado|carta|carne)s?\b|\bmis? (constancia|certificado|carta|carne)s?\b.*\b(ya )?(salio|listo|lista)\b|\b(como|en que) va (lo de )?mis? (tramite|solicitud|pedido|constancia|certificado|carta|carne)s?\b/;

// How one's own request is going, in any order: a word asking its state, a paper one asks the
// institute for, and a sign it is one's own ('mi', 'pedí', 'mandé'): 'en qué va el trámite de la
// constancia que pedí'. How to follow a request is the frequent question's.
const STATE_WORD =
  /\b(en que va|como va|que paso con|que fue de|estado|avance|novedad(es)?|ya (salio|esta|llego)|sigue en)\b/;
const PAPER =
  /\b(tramites?|solicitud(es)?|pedidos?|expedientes?|constancias?|certificados?|cartas?|carnes?)\b/;
const OWN = /\b(mis?|pedi|solicite|mande|envie|presente|ingrese|hice)\b/;
const HOW_TO_FOLLOW = /\b(donde|como) (veo|sigo|reviso|consulto|puedo ver|se ve)\b/;
const asksOwnRequest = (folded: string) =>
  STATE_WORD.test(folded) && PAPER.test(folded) && OWN.test(folded) && !HOW_TO_FOLLOW.test(folded);

const TODAY =
  /\b(clases?|cursos?|toca|dicto) (ahorita|ahora|ahora mismo|en un rato|esta (manana|tarde|noche))\b|\bhoy\b.*\b(clases?|cursos?|horario|toca|dicto|sesion(es)?|aula|entro|tengo)\b|\b(clases?|cursos?|horario|toca|dicto|sesion(es)?|aula|entro)\b.*\bhoy\b|\bmi horario\b|\bque me toca\b/;
// Where or how to see the timetable is the frequent question's, not today's classes.
const NOT_TODAY = /\b(donde|como)\b(?!.*\bhoy\b)/;
// Tomorrow's classes: a question about them (what, at what time, whether there are any) with
// 'mañana' as a day, not as the morning ('esta mañana', 'en la mañana', 'turno mañana'); a
// projector for tomorrow's class is not a question about the timetable.
const ASKS_CLASSES =
  /\b(que|cuales?) (clases?|cursos?)\b|\ba que hora\b|\b(tengo|hay) (clases?|cursos?)\b|\b(toca|dicto|entro)\b|\bhorario\b/;
const CLASS_WORD = /\b(clases?|cursos?|horario|toca|dicto|sesion(es)?|aula|entro)\b/;
const TOMORROW_DAY = /(?<!\b(esta|la|las|turno) )\bmanana\b/;
const asksTomorrow = (folded: string) =>
  ASKS_CLASSES.test(folded) && CLASS_WORD.test(folded) && TOMORROW_DAY.test(folded);

/** The personal data `folded` asks about, or null; only students have fees. */
export function personalIntent(folded: string, student: boolean): PersonalIntent | null {
  if (student && DEBT.test(folded) && !NOT_DEBT.test(folded)) return 'DEBT';
  if (TODAY.test(folded) && !NOT_TODAY.test(folded)) return 'TODAY';
  if (asksTomorrow(folded) && !NOT_TODAY.test(folded)) return 'TOMORROW';
  if (PENDING.test(folded) || asksOwnRequest(folded)) return 'PENDING';
  return null;
}
