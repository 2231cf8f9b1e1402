// `npm run bench:notifications`: how fast live notifications travel (issue 10). Starts `npm start`'s
// server on a fresh demo database and prints:
//  1. the time from asking the demo API to notify a student (notification/dev/send, which calls
//     notify()) to the row rendered in that student's open /notificaciones page in Chromium:
//     median and p95 of --runs sends (goal: median <= 100 ms);
//  2. how many notifications per second one demo API process delivers to --clients STOMP clients
//     (@stomp/stompjs, as the app connects) on loopback, each subscribed to its student's queue,
//     for --sends notifications, bounded by --seconds.
// Not part of `npm test`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Client } from '@stomp/stompjs';
import { chromium } from '@playwright/test';
import { buildIfStale } from './buildIfStale.mjs';
import { chromiumFlags, chromiumPath } from './chromium.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '100' },
    clients: { type: 'string', default: '1000' },
    sends: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '60' },
  },
});
const RUNS = Number(values.runs);
const CLIENTS = Number(values.clients);
const SENDS = Number(values.sends);
const LIMIT_MS = Number(values.seconds) * 1000;
const GOAL_MS = 100;
const PASSWORD = 'Campus2026';
// The spare students (alumno1 to alumno8) have fixed usernames and the demo password; the
// clients spread over them.
const STUDENTS = 8;

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];

buildIfStale();
const { startCampusServer } = await import('../mocks/server/serveCampus.ts');
const dir = mkdtempSync(join(tmpdir(), 'campus-bench-notifications-'));
const server = await startCampusServer({
  port: 0,
  host: '127.0.0.1',
  dbFile: join(dir, 'campus.db'),
  filesDir: join(dir, 'files'),
  outboxFile: null,
  devTools: true,
  seed: { students: 40 },
  // The fan-out measures delivery: its clients (and the page's) share 8 students and one address.
  live: { limits: { perUser: CLIENTS, perAddress: CLIENTS + 1 } },
});
const base = server.url;

async function login(usuario) {
  const response = await fetch(`${base}/api/main/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ usuario, clave: PASSWORD }),
  });
  const { results } = await response.json();
  const claims = JSON.parse(Buffer.from(results.token.split('.')[1], 'base64url').toString());
  return { token: results.token, ida: claims.ida, usuario };
}

const sender = await login('superadmin');
async function send(usuario, title) {
  const response = await fetch(`${base}/api/notifications/notification/dev/send`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${sender.token}` },
    body: JSON.stringify({
      usuario,
      type: 'ACADEMICO',
      subtype: 'NOTAS',
      title,
      description: 'Prueba de carga.',
    }),
  });
  if (!response.ok)
    throw new Error(`dev/send answered ${response.status}: ${await response.text()}`);
}

async function renderLatency() {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    const page = await browser.newPage({
      baseURL: base,
      locale: 'es-PE',
      timezoneId: 'America/Lima',
    });
    await page.goto('/login');
    await page.getByLabel('Usuario').fill('alumno');
    await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/notificaciones');
    await page.getByRole('heading', { level: 1, name: 'Notificaciones' }).waitFor();
    // The connection is up once a notification arrives live.
    for (let attempt = 0; ; attempt += 1) {
      await send('alumno', `Calentamiento ${attempt}`);
      const arrived = await page
        .getByText(`Calentamiento ${attempt}`)
        .first()
        .waitFor({ timeout: 1000 })
        .then(
          () => true,
          () => false,
        );
      if (arrived) break;
      if (attempt === 15) throw new Error('The live connection did not come up');
    }
    const senderToken = sender.token;
    const times = [];
    for (let run = 0; run < RUNS; run += 1) {
      const title = `Medición ${run}`;
      // Measured inside the page: from the send to the row in the DOM, one clock.
      const ms = await page.evaluate(
        ({ title, senderToken }) =>
          new Promise((resolve, reject) => {
            const started = performance.now();
            const found = () =>
              [...document.querySelectorAll('li')].some((li) => li.textContent?.includes(title));
            const observer = new MutationObserver(() => {
              if (!found()) return;
              observer.disconnect();
              resolve(performance.now() - started);
            });
            observer.observe(document.body, {
              childList: true,
              subtree: true,
              characterData: true,
            });
            setTimeout(() => reject(new Error(`${title} did not arrive in 5 s`)), 5000);
            void fetch('/api/notifications/notification/dev/send', {
              method: 'POST',
              headers: {
                'content-type': 'application/json',
                authorization: `Bearer ${senderToken}`,
              },
              body: JSON.stringify({
                usuario: 'alumno',
                type: 'ACADEMICO',
                subtype: 'NOTAS',
                title,
                description: 'Medición de entrega en vivo.',
              }),
            });
          }),
        { title, senderToken },
      );
      times.push(ms);
    }
    return times.sort((a, b) => a - b);
  } finally {
    await browser.close();
  }
}

async function fanOut() {
  const students = [];
  for (let n = 1; n <= STUDENTS; n += 1) students.push(await login(`alumno${n}`));
  const brokerURL = `${base.replace(/^http/, 'ws')}/api/notifications/ws`;
  let received = 0;
  const clients = await Promise.all(
    Array.from({ length: CLIENTS }, (_, index) => {
      const student = students[index % STUDENTS];
      return new Promise((resolve, reject) => {
        const client = new Client({
          brokerURL,
          connectHeaders: { login: student.usuario, passcode: student.token },
          reconnectDelay: 0,
          heartbeatIncoming: 0,
          heartbeatOutgoing: 0,
          onConnect: () => {
            client.subscribe(`/queue/notificaciones.${student.ida}`, () => (received += 1), {
              'x-message-ttl': '1000000',
              'x-expires': '2000000',
              durable: 'false',
              'auto-delete': 'true',
              receipt: `sub-${index}`,
            });
            client.watchForReceipt(`sub-${index}`, () => resolve(client));
          },
          onStompError: (frame) => reject(new Error(frame.headers.message)),
        });
        client.activate();
      });
    }),
  );
  const expected = SENDS * (CLIENTS / STUDENTS);
  const started = performance.now();
  for (let n = 0; n < SENDS && performance.now() - started < LIMIT_MS; n += 1)
    await send(students[n % STUDENTS].usuario, `Carga ${n}`);
  while (received < expected && performance.now() - started < LIMIT_MS)
    await new Promise((resolve) => setTimeout(resolve, 5));
  const seconds = (performance.now() - started) / 1000;
  await Promise.all(clients.map((client) => client.deactivate()));
  return { received, expected, seconds };
}

try {
  const times = await renderLatency();
  const median = percentile(times, 0.5);
  console.log(`\nnotify() -> row rendered in Chromium, ${RUNS} sends`);
  console.log(
    `  median ${median.toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms (goal: median <= ${GOAL_MS} ms) ${median <= GOAL_MS ? 'ok' : 'OVER'}`,
  );
  const { received, expected, seconds } = await fanOut();
  console.log(
    `\n${CLIENTS} STOMP clients on loopback, ${SENDS} notifications (${expected} deliveries expected)`,
  );
  console.log(
    `  ${received} delivered in ${seconds.toFixed(2)} s: ${Math.round(received / seconds)} deliveries/s, ${Math.round(SENDS / seconds)} notifications/s`,
  );
} finally {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
}
