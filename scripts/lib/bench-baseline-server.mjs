// The baseline of npm run bench:server: a bare node:http server over pg's pool
// that does what the live server does for two calls and nothing more: the
// contact form's insert (POST /api/contact) and the services' select
// (GET /api/services). No routing library, no validation, no logging.
//
//   DATABASE_URL=postgres://… PORT=3301 node scripts/lib/bench-baseline-server.mjs
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const port = Number(process.env.PORT || 3301);

const send = (res, status, body) => {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
};

async function readBody(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

const server = createServer(async (req, res) => {
  try {
    if (req.method === 'GET' && req.url === '/api/services') {
      const { rows } = await pool.query('select * from services order by "order", id');
      return send(res, 200, rows);
    }
    if (req.method === 'POST' && req.url === '/api/contact') {
      const form = await readBody(req);
      const [firstName = '', ...rest] = String(form.name).split(/\s+/);
      const { rows } = await pool.query(
        `insert into contact_submissions
           (id, created_at, first_name, last_name, email, service_interest, budget, message, phone, company, source)
         values ($1, now(), $2, $3, $4, $5, '', $6, $7, $8, 'contact-dialog') returning *`,
        [
          randomUUID(),
          firstName,
          rest.join(' '),
          form.email,
          form.service,
          form.message,
          form.phone,
          form.company,
        ],
      );
      return send(res, 201, rows[0]);
    }
    send(res, 404, { error: 'Not found' });
  } catch (error) {
    send(res, 500, { error: String(error) });
  }
});

server.listen(port, '127.0.0.1', () => console.info(`baseline listening on ${port}`));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
