// `npm run dev`: Vite with hot reload on :5173, proxying /api to the demo API on :5174.
import { spawn } from 'node:child_process';
import { startCampusServer } from '../mocks/server/serveCampus.ts';

// Development is where the development tools belong (notification/dev/send); CAMPUS_DEV_TOOLS=0
// turns them off here too. `npm start` leaves them off unless CAMPUS_DEV_TOOLS=1 is set.
process.env.CAMPUS_DEV_TOOLS ??= '1';
const api = await startCampusServer({ port: 5174, dbFile: process.env.CAMPUS_DB_FILE ?? '.data/campus.db', serveApp: false });
const vite = spawn('node_modules/.bin/vite', ['--port', '5173'], { stdio: 'inherit' });
const stop = async () => {
  vite.kill();
  await api.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
vite.on('exit', stop);
