// Builds the PWA and serves it on localhost, printing the URL to open.
import { spawn, spawnSync } from 'node:child_process';

const port = process.env.PORT ?? '4173';
const build = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
console.log(`\nVolga Table is being served at http://127.0.0.1:${port}/  (Ctrl+C to stop)\n`);
const server = spawn('npx', ['vite', 'preview', '--host', '127.0.0.1', '--port', port, '--strictPort'], {
  stdio: 'inherit',
});
server.on('exit', (code) => process.exit(code ?? 0));
