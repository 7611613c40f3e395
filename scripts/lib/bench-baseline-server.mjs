// The baseline of npm run bench:server: a bare node:http server over pg's pool
// that does the database work the live server does for its calls and nothing
// more. No routing library, no validation, no logging.
//
//   GET  /api/services   the services' select.
//   POST /api/contact    what the live server writes for a contact form: the
//                        lead's insert and its two emails' insert into the mail
//                        outbox, in one statement (the lead's insert as a WITH
//                        query), as the live server sends a lead's batch; the
//                        emails marked as sent, so that the live server never
//                        sends them.
//   POST /api/contact-lead-only
//                        the lead's insert alone, as one statement: the
//                        baseline before leads wrote email, printed beside the
//                        other so that the two can be compared.
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

const INSERT_LEAD = `insert into contact_submissions
  (id, created_at, first_name, last_name, email, service_interest, budget, message, phone, company, source)
  values ($1, now(), $2, $3, $4, $5, '', $6, $7, $8, 'contact-dialog') returning *`;

/** The dialog's one name field as the live server stores it: first word, then the rest. */
const nameParts = (name) => {
  const [firstName = '', ...rest] = String(name).split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
};

const leadValues = (form) => {
  const { firstName, lastName } = nameParts(form.name);
  return [
    randomUUID(),
    firstName,
    lastName,
    form.email,
    form.service,
    form.message,
    form.phone,
    form.company,
  ];
};

// The two messages of a contact, as long as the live server's: the notice to
// sales and the confirmation to the visitor.
const SALES = 'sales@brightlinelabs.example';
const FROM = 'Brightline Labs <no-reply@brightlinelabs.example>';
// They go in as already sent: the same insert into the same indexes, but the
// live server's delivery loop, which claims every pending message in the
// database, must not spend its CPU time sending the baseline's email during
// the bench (it did: about two thirds of what it sent came from here).
const INSERT_CONTACT = `with lead as (
  insert into contact_submissions
    (id, created_at, first_name, last_name, email, service_interest, budget, message, phone, company, source)
    values ($1, $2, $3, $4, $5, $6, '', $7, $8, $9, 'contact-dialog'))
  insert into mail_outbox
    (id, created_at, kind, to_address, from_address, reply_to, subject, text_body, calendar, status, attempts, next_attempt_at, sent_at)
    values ($10, $2, 'contact', $12, $11, $5, $13, $14, null, 'sent', 0, $2, $2),
           ($15, $2, 'contact', $5, $11, $12, $16, $17, null, 'sent', 0, $2, $2)`;

async function contactWithMail(form) {
  const lead = {
    id: randomUUID(),
    createdAt: new Date().toISOString(),
    ...nameParts(form.name),
    email: form.email,
    serviceInterest: form.service,
    budget: '',
    message: form.message,
    phone: form.phone,
    company: form.company,
    source: 'contact-dialog',
  };
  const details = [
    `Name: ${form.name}`,
    `Email: ${form.email}`,
    `Company: ${form.company}`,
    `Service interest: ${form.service}`,
    'Form: Contact dialog',
    `Message: ${form.message}`,
  ].join('\n');
  const notice = `A new contact message from ${form.name} <${form.email}>. Reply to this email to answer the visitor.\n\n${details}\n`;
  const confirmation = `Hello ${form.name},\n\nThank you for contacting us. This confirms that we received your message; we respond within 24 hours.\n\nWhat you sent us:\n\n${details}\n\nReply to this email if anything is wrong.\n\nBrightline Labs\n`;
  await pool.query(INSERT_CONTACT, [
    lead.id,
    lead.createdAt,
    lead.firstName,
    lead.lastName,
    lead.email,
    lead.serviceInterest,
    lead.message,
    lead.phone,
    lead.company,
    randomUUID(),
    FROM,
    SALES,
    `New contact message from ${form.name}`,
    notice,
    randomUUID(),
    'We received your message - Brightline Labs',
    confirmation,
  ]);
  return lead;
}

const server = createServer(async (req, res) => {
  try {
    if (req.method === 'GET' && req.url === '/api/services') {
      const { rows } = await pool.query('select * from services order by "order", id');
      return send(res, 200, rows);
    }
    if (req.method === 'POST' && req.url === '/api/contact') {
      return send(res, 201, await contactWithMail(await readBody(req)));
    }
    if (req.method === 'POST' && req.url === '/api/contact-lead-only') {
      const { rows } = await pool.query(INSERT_LEAD, leadValues(await readBody(req)));
      return send(res, 201, rows[0]);
    }
    send(res, 404, { error: 'Not found' });
  } catch (error) {
    send(res, 500, { error: String(error) });
  }
});

server.listen(port, '127.0.0.1', () => console.info(`baseline listening on ${port}`));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
