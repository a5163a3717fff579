// `pnpm dev`'s log reader: the server's JSON lines (packages/api/src/lib/log.ts) made readable by
// pino-pretty, other lines (Next's) passed as they are. Ctrl+C reaches the server and this alike:
// this one keeps reading until the server's last line (its shutdown) and exits when the pipe ends.
import { build } from 'pino-pretty';

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => {});
process.stdin.pipe(
  build({ translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid', singleLine: true, sync: true }),
);
