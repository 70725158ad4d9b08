// `npm start`: builds the PWA and serves it on localhost, printing the URL to open.
// The production build is served (not the dev server) because only it has the service worker.
import { spawn, spawnSync } from 'node:child_process';

const host = '127.0.0.1';
const port = process.env.PORT ?? '4173';
const build = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const server = spawn('npx', ['vite', 'preview', '--host', host, '--port', port, '--strictPort'], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
let announced = false;
server.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  if (!announced && String(chunk).includes(port)) {
    announced = true;
    console.log(`\nVolga Table is being served at http://${host}:${port}/  (Ctrl+C to stop)\n`);
  }
});
server.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
