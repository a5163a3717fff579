// Starts the servers of `E2E_SERVERS` (JSON: { name, command, cwd, env, ready, anyAnswer }) in the
// background of the e2e run; GET http://127.0.0.1:$E2E_SERVERS_PORT/ answers each one's state
// ('starting' | 'ready' | 'exited <code>'). Playwright ends this process's group, the servers too.
import { spawn } from 'node:child_process';
import http from 'node:http';

const servers = JSON.parse(process.env.E2E_SERVERS ?? '[]');
const state = Object.fromEntries(servers.map((s) => [s.name, 'starting']));

for (const s of servers) {
  const child = spawn(s.command, {
    shell: true,
    cwd: s.cwd,
    env: { ...process.env, ...s.env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.on('exit', (code, signal) => (state[s.name] = `exited ${code ?? signal}`));
  void (async () => {
    while (state[s.name] === 'starting') {
      const up = await fetch(s.ready).then(
        (r) => r.ok || s.anyAnswer === true,
        () => false,
      );
      if (up && state[s.name] === 'starting') state[s.name] = 'ready';
      else await new Promise((r) => setTimeout(r, 250));
    }
  })();
}

http
  .createServer((_req, res) =>
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(state)),
  )
  .listen(Number(process.env.E2E_SERVERS_PORT), '127.0.0.1');
