// `npm start`: install, build, then serve (the server migrates and seeds on start).
import { spawn } from 'node:child_process';
import { ensureBuild, ensureDependencies, root } from './setup.mjs';

ensureDependencies();
ensureBuild();

const server = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.js'], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
