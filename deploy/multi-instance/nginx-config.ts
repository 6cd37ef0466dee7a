import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The shipped proxy configuration (deploy/compose.yaml's), which this run tests. */
const SHIPPED = path.join(import.meta.dirname, '..', 'nginx.conf');

/** Replaces what must be there: a shipped file that no longer has it fails the run, loudly. */
function replaceOnce(text: string, pattern: RegExp, replacement: string): string {
  if (!pattern.test(text)) throw new Error(`deploy/nginx.conf no longer has ${pattern}`);
  return text.replace(pattern, replacement);
}

/**
 * deploy/nginx.conf as this machine runs it: the same locations, headers, timeouts and retry
 * rule, with only where it listens, whom it passes to and where it writes changed. Its logs and
 * temporary files stay in `dir`, it runs in the foreground, and its access log names the
 * instance that served each request (a rolling restart waits until a restarted one serves).
 */
export function nginxConfig({
  dir,
  port,
  upstreams,
}: {
  dir: string;
  port: number;
  upstreams: number[];
}): string {
  let config = readFileSync(SHIPPED, 'utf8');
  config = replaceOnce(config, /^worker_processes .*;$/m, 'worker_processes 1;');
  config = replaceOnce(config, /^error_log .*;$/m, `error_log ${dir}/logs/error.log warn;`);
  config = replaceOnce(config, /^pid .*;$/m, `pid ${dir}/nginx.pid;`);
  config = replaceOnce(
    config,
    /^ {2}access_log .*;$/m,
    [
      `  log_format upstream '$status $upstream_addr $request';`,
      `  access_log ${dir}/logs/access.log upstream;`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `  ${kind}_temp_path ${dir}/${kind};`,
      ),
    ].join('\n'),
  );
  // Fixed addresses here: no container DNS to ask.
  config = replaceOnce(config, /^ {2}# Docker's DNS.*\n(?: {2}#.*\n)* {2}resolver .*;\n/m, '');
  config = replaceOnce(
    config,
    /^ {4}server portal:\d+ resolve max_fails=(\d+) fail_timeout=\d+s;$/m,
    // A shorter fail_timeout than production's, so a restarted instance is tried again sooner.
    upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=$1 fail_timeout=2s;`).join('\n'),
  );
  config = replaceOnce(config, /^ {4}listen 80;$/m, `    listen 127.0.0.1:${port};`);
  // Workers of a master run as root would otherwise be nobody, who cannot enter the prefix.
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  return `${user}daemon off;\n${config}`;
}
