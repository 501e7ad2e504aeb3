import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema.ts';
import { startTestApp, type TestApp } from '../test/harness.ts';

const received: { to: string; body: string }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    let body = '';
    stream.on('data', (chunk: Buffer) => (body += chunk.toString()));
    stream.on('end', () => {
      received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), body });
      callback();
    });
  },
});

let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const address = smtp.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  t = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('mail over SMTP', () => {
  it('delivers the verification e-mail and stamps the outbox row as sent', async () => {
    await t.client().rpc.account.createAccount({
      displayName: 'Sam Smtp',
      email: 'sam@example.test',
      password: 'a-long-password',
      companyName: 'Apex',
      department: 'Ops',
      jobTitle: 'Lead',
      phone: '555',
    });
    expect(received.map((r) => r.to)).toContain('sam@example.test');
    // The body is quoted-printable: look for the link's stable part.
    expect(received.at(-1)?.body).toContain('http://craftwork.test/verify-email');
    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'sam@example.test'));
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(row?.error).toBeNull();
  });
});
