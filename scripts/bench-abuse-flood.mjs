// The flood's client for `npm run bench:abuse`, in a process of its own so its work does not
// share the reader's event loop (a reader slowed by its own attackers measures the bench, not
// the server). `node scripts/bench-abuse-flood.mjs BASE SECONDS CONCURRENCY [--spread]` sends
// sign-ins with random usernames and a wrong password, CONCURRENCY at a time, for SECONDS; then
// prints one JSON line: { attempts, answers: { status: count } }. A first line, `started`, tells
// the reader when the flood begins.
import { request as httpRequest } from 'node:http';

const [base, seconds, concurrency, spread] = process.argv.slice(2);
const deadline = performance.now() + Number(seconds) * 1000;
const answers = {};
let attempts = 0;

/** One sign-in attempt from `localAddress`; resolves with its status. */
const attempt = (localAddress) =>
  new Promise((resolve) => {
    const body = JSON.stringify({
      usuario: `nadie${Math.random().toString(36).slice(2)}`,
      clave: 'x',
    });
    const sent = httpRequest(
      `${base}/api/main/auth/login`,
      { method: 'POST', localAddress, headers: { 'content-type': 'application/json' } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(String(response.statusCode)));
      },
    );
    sent.on('error', () => resolve('error'));
    sent.end(body);
  });

const attacker = async (index) => {
  // --spread: each attacker from an address of its own (127.0.0.2, .3 ...).
  const localAddress = spread === '--spread' ? `127.0.0.${2 + index}` : '127.0.0.1';
  while (performance.now() < deadline) {
    attempts += 1;
    const status = await attempt(localAddress);
    answers[status] = (answers[status] ?? 0) + 1;
  }
};
console.log('started');
await Promise.all(Array.from({ length: Number(concurrency) }, (_, i) => attacker(i)));
console.log(JSON.stringify({ attempts, answers }));
