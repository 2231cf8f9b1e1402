// `npm run tune:assistant [-- --grid]`: the campus assistant's tuning set
// (mocks/api/assistant/benchQuestions.ts) or development sets (devQuestions.ts,
// devNoSeQuestions.ts, devQuestions3.ts, devQuestions4.ts), asked in-process
// (no HTTP) on a fresh demo database, to calibrate the decision between an answer and "no sé"
// (decide.ts). It never reads the held-out set: that one is only measured by
// `npm run bench:assistant`.
//   --set S    tuning (default), dev, dev2 (devNoSeQuestions.ts), dev3 (devQuestions3.ts), dev4
//              (devQuestions4.ts), both (tuning and dev) or all (the five)
//   --grid     every combination of the decision's thresholds below, best first (with the
//              tuning set's own count beside, so a rule that helps one set at the other's cost
//              shows)
//   --explain  each miss with its first hits (rank, score, the question's words each holds)
//   --dump F   each question's first two hits as JSON in file F (to study a rule before coding it)
import { writeFileSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { parseArgs } from 'node:util';
import { startBenchServer } from './benchServer.mjs';

const { values } = parseArgs({
  options: {
    grid: { type: 'boolean' },
    explain: { type: 'boolean' },
    dump: { type: 'string' },
    set: { type: 'string', default: 'tuning' },
  },
});

const { benchQuestions, isExpected } = await import('../mocks/api/assistant/benchQuestions.ts');
const { devQuestions } = await import('../mocks/api/assistant/devQuestions.ts');
const { devNoSeQuestions } = await import('../mocks/api/assistant/devNoSeQuestions.ts');
const { devQuestions3 } = await import('../mocks/api/assistant/devQuestions3.ts');
const { devQuestions4 } = await import('../mocks/api/assistant/devQuestions4.ts');
const SETS = {
  tuning: benchQuestions,
  dev: devQuestions,
  dev2: devNoSeQuestions,
  dev3: devQuestions3,
  dev4: devQuestions4,
  both: [...benchQuestions, ...devQuestions],
  all: [
    ...benchQuestions,
    ...devQuestions,
    ...devNoSeQuestions,
    ...devQuestions3,
    ...devQuestions4,
  ],
};
const questions = SETS[values.set];
const inTuning = new Set(benchQuestions);
if (!questions) throw new Error(`unknown --set ${values.set}`);
const { answerQuestion } = await import('../mocks/api/assistant/answer.ts');
const { DECISION } = await import('../mocks/api/assistant/decide.ts');
const { search, questionTerms, documentShare } =
  await import('../mocks/api/assistant/searchIndex.ts');
const { loadSynonyms } = await import('../mocks/api/assistant/synonyms.ts');
const { plainChat } = await import('../mocks/api/assistant/chatWords.ts');

const server = await startBenchServer('tune-assistant', { serveApp: false });
const db = new DatabaseSync(server.dbFile);
const callerOf = (username) => {
  const row = db.prepare('SELECT id, tip FROM users WHERE username = ?').get(username);
  return { idu: row.id, tip: row.tip };
};
const callers = { alumno: callerOf('alumno'), docente: callerOf('docente') };
const audienceOf = { alumno: 'CARRERA', docente: 'DOCENTE' };

function run(rule) {
  const tally = { RESPUESTA: [0, 0], SIN_RESPUESTA: [0, 0], MIS_DATOS: [0, 0] };
  const misses = [];
  let tuningRight = 0;
  for (const expected of questions) {
    const usuario = expected.usuario ?? 'alumno';
    const answer = answerQuestion(db, callers[usuario], expected.question, Date.now(), rule);
    tally[expected.tipo][1] += 1;
    if (!isExpected(expected, answer)) misses.push({ expected, answer });
    else {
      tally[expected.tipo][0] += 1;
      if (inTuning.has(expected)) tuningRight += 1;
    }
  }
  return { tally, misses, tuningRight };
}

const show = (tally) =>
  Object.entries(tally)
    .map(([tipo, [hit, total]]) => `${tipo} ${hit}/${total}`)
    .join(', ');

function explain(expected) {
  const usuario = expected.usuario ?? 'alumno';
  const question = plainChat(expected.question);
  const { words } = questionTerms(question, loadSynonyms(db));
  const share = (stem) => Math.round(documentShare(db, stem) * 100);
  const wordText = words.map(
    (word, at) =>
      `${at}:${word.from.join(' ')}${word.terms.join() === word.from.join() ? '' : `=>${word.terms.join(' ')}`}(${word.from.map(share).join('/')}%)`,
  );
  console.log(`    words: ${wordText.join(' | ')}`);
  for (const hit of search(db, question, audienceOf[usuario]).slice(0, 3))
    console.log(
      `    ${hit.rank.toFixed(1).padStart(6)} ${hit.score.toFixed(1).padStart(6)} r${Math.round(hit.rarest * 100)}% [${hit.words.join(',')}] ${hit.doc.id} ${hit.doc.title}`,
    );
}

try {
  const { tally, misses } = run(DECISION);
  console.log(`${values.set} set, current rule ${JSON.stringify(DECISION)}: ${show(tally)}`);
  for (const { expected, answer } of misses) {
    console.log(
      `  ${expected.question} -> ${answer.tipo} ${answer.fuentes[0]?.titulo ?? ''}` +
        ` (expected ${expected.tipo} ${expected.titles?.join(' / ') ?? ''})`,
    );
    if (values.explain) explain(expected);
  }
  if (values.dump) {
    const synonyms = loadSynonyms(db);
    const rows = questions.map((expected) => {
      const usuario = expected.usuario ?? 'alumno';
      const question = plainChat(expected.question);
      const answer = answerQuestion(db, callers[usuario], expected.question, Date.now());
      const hits = search(db, question, audienceOf[usuario]);
      const brief = (hit) =>
        hit && {
          rank: hit.rank,
          score: hit.score,
          rarest: hit.rarest,
          held: hit.words.length,
          title: hit.doc.title,
          right: expected.titles?.includes(hit.doc.title) ?? false,
        };
      return {
        question: expected.question,
        tipo: expected.tipo,
        ok: isExpected(expected, answer),
        got: answer.tipo,
        words: questionTerms(question, synonyms).count,
        // The words of the question no source holds (what the content does not speak of).
        unheld: questionTerms(question, synonyms)
          .words.filter((_, at) => !hits.some((hit) => hit.words.includes(at)))
          .map((word) => word.from.join(' ')),
        first: brief(hits[0]),
        second: brief(hits[1]),
      };
    });
    writeFileSync(values.dump, JSON.stringify(rows, null, 1));
  }
  if (values.grid) {
    const rows = [];
    // The rank, margin and generic gates were gridded in earlier rounds (README); the foreign
    // words' gate is gridded against the rank and margin it works beside (ratio Infinity: off).
    for (const minRank of [6, 8, 10])
      for (const minMargin of [0.2, 0.3])
        for (const foreignRatio of [1, 1.5, 2, Infinity])
          for (const foreignRank of [20, 30, 45]) {
            const rule = { ...DECISION, minRank, minMargin, foreignRatio, foreignRank };
            const { tally: result, tuningRight } = run(rule);
            const right = result.RESPUESTA[0] + result.SIN_RESPUESTA[0] + result.MIS_DATOS[0];
            rows.push({ rule, result, right, tuningRight });
          }
    rows.sort((a, b) => b.right - a.right);
    for (const { rule, result, right, tuningRight } of rows.slice(0, 30))
      console.log(`  ${right} (tuning ${tuningRight}) ${JSON.stringify(rule)} ${show(result)}`);
  }
} finally {
  db.close();
  await server.close();
}
