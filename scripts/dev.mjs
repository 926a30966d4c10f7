// npm run dev: the API with reload on change (port 3000) and Vite's dev server for the web app,
// which proxies /api to it. Open the address Vite prints.
import { spawn } from 'node:child_process';

const processes = [
  spawn('npm', ['run', 'dev', '-w', '@values-cross/server'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@values-cross/web'], { stdio: 'inherit' }),
];
const stop = () => processes.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
processes.forEach((child) => child.on('exit', stop));
