/**
 * The nginx of the README's "Run it at scale" example, as a whole file for one prefix folder:
 * its logs and temporary files stay there, and it runs in the foreground.
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
  // Workers of a master run as root would otherwise be nobody, who cannot enter the prefix.
  const user = process.getuid?.() === 0 ? 'user root;' : '';
  return `
${user}
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
events { worker_connections 1024; }
http {
  # Which instance served each request: a rolling restart waits until a restarted one serves.
  log_format upstream '$status $upstream_addr $request';
  access_log ${dir}/logs/access.log upstream;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;

  upstream portal {
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join('\n')}
    keepalive 32;
    keepalive_timeout 60s;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 11m;
    location / {
      proxy_pass http://portal;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_read_timeout 60s;
      # Not http_503: an instance answers 503 while the database is away, and nginx would count
      # that as the instance failing; with both marked failed it answers 502 to everyone.
      proxy_next_upstream error timeout;
    }
    location /api/events {
      proxy_pass http://portal;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_buffering off;
      proxy_read_timeout 1h;
    }
  }
}
`;
}
