/**
 * An offer's public signed link (`/o/<token>`): the PDF without a login while valid (`no-store`),
 * then HTML pages for expired (410), tampered (403) and unknown (404) links, never a JSON 401; the
 * PDF prints the link; other tokens do not open it; the keys rotate.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { demoUserId, documentFiles, documents } from '@app/db';
import { commercialOfferInput } from '@app/validators';
import { getEnv } from '../../../src/env';
import { keyId, signToken } from '../../../src/lib/signed-token';
import { loadAuthUser } from '../../../src/services/auth/current-user';
import { issueCommercialOffer } from '../../../src/services/documents';
import { linkKeys, signLinkToken } from '../../../src/services/payments';
import { useHttpServer } from '../../http-server';
import { availableUnits, callerAs, useTestDb } from '../../helpers';

const t = useTestDb();
const server = useHttpServer(() => t.db);

const MANAGER = { name: 'Анна Петрова', phone: '+74951234567', email: 'anna@demo.test' };
const offer = (units: string[]) => ({
  units: units.map((unit) => ({ unit })),
  manager: MANAGER,
  phone: '+79991234567',
  name: 'Ёлкина Мария Сергеевна',
  show_developer: true,
});
const open = (token: string, headers: Record<string, string> = {}) =>
  fetch(`${server.base()}/o/${token}`, { headers, redirect: 'manual' });
const tokenOf = (publicUrl: string) => publicUrl.slice(publicUrl.lastIndexOf('/o/') + 3);
const pdfText = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');
const officePhone = () => getEnv().SALES_OFFICE_PHONE ?? getEnv().DEVELOPER_PHONE;
const digits = (s: string) => s.replace(/\D/g, '');

async function issueOn(now: Date) {
  const user = await loadAuthUser(t.db, demoUserId('manager'));
  if (!user) throw new Error('no manager');
  const input = commercialOfferInput.parse(offer(await availableUnits(t.db, 1, 7)));
  return issueCommercialOffer(t.db, user, input, now);
}

describe("an offer's public link", () => {
  it('opens the PDF without a login while valid; the PDF prints the link', async () => {
    const manager = await callerAs(t.db, 'manager');
    const res = await manager.documents.commercialOffer(offer(await availableUnits(t.db, 1)));
    const base = getEnv().PUBLIC_BASE_URL;
    expect(res.public_url).toMatch(
      new RegExp(`^${base.replace(/[.:/]/g, '\\$&')}/o/${res.item.id}\\.[\\w-]{6}\\.[\\w-]{43}$`),
    );
    const answer = await open(tokenOf(res.public_url ?? ''));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('content-disposition')).toMatch(
      /^inline; filename="offer-\d{6}\.pdf"$/,
    );
    const bytes = Buffer.from(await answer.arrayBuffer());
    const [file] = await t.db
      .select()
      .from(documentFiles)
      .where(eq(documentFiles.document, res.item.id));
    expect(bytes.equals(file?.pdf ?? Buffer.alloc(0))).toBe(true);
    // The PDF prints the link in short, `/s/<code>`, which leads to the signed one.
    const [row] = await t.db.select().from(documents).where(eq(documents.id, res.item.id));
    const short = `${base}/s/${row?.short_code}`;
    expect(row?.short_code).toMatch(/^[0-9A-Za-z]{8}$/);
    expect(pdfText(bytes)).toContain(short);
    expect(pdfText(bytes).replace(/\s+/g, '')).not.toContain('/o/');
    expect(pdfText(bytes)).not.toContain('/api/documents/');
    expect((row?.data as { meta: { url: string } }).meta.url).toBe(short);
    const hop = await fetch(`${server.base()}/s/${row?.short_code}`, { redirect: 'manual' });
    expect(hop.status).toBe(302);
    expect(hop.headers.get('location')).toBe(res.public_url);

    // the signed-in download stays, and keeps no copy either
    const download = await fetch(`${server.base()}${res.url}`, {
      headers: { cookie: `sid=${demoUserId('manager')}` },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('cache-control')).toBe('no-store');
    expect((await fetch(`${server.base()}${res.url}`)).status).toBe(401);
  });

  it('a tampered token is an "invalid link" page (403), never JSON; a payment token opens nothing', async () => {
    const manager = await callerAs(t.db, 'manager');
    const res = await manager.documents.commercialOffer(offer(await availableUnits(t.db, 1, 2)));
    const token = tokenOf(res.public_url ?? '');
    const sig = token.slice(-43);
    const flipped = `${token.slice(0, -43)}${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`;
    const other = randomUUID();
    for (const bad of [
      flipped,
      `${other}${token.slice(36)}`, // another id under this signature
      signLinkToken(res.item.id, linkKeys()), // a payment link's token for the same id
    ]) {
      const answer = await open(bad, { 'accept-language': 'ru-RU,ru;q=0.9' });
      expect(answer.status, bad).toBe(403);
      expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const page = await answer.text();
      expect(page).toContain('Ссылка недействительна');
      expect(digits(page)).toContain(digits(officePhone()));
    }
    for (const malformed of ['x', 'not.a.token', '%00'])
      expect((await open(malformed)).status).toBe(404);
  });

  it('an unknown id (or a schedule) is a 404 page', async () => {
    const keys = {
      current: getEnv().DOCUMENT_LINK_SECRET ?? getEnv().PAYMENT_LINK_SECRET,
      previous: [],
    };
    const unknown = await open(signToken(randomUUID(), keys, 'document-link.v1:'));
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('Предложение не найдено');
    const manager = await callerAs(t.db, 'manager');
    const schedule = await manager.documents.paymentSchedule({
      items: [
        {
          date: new Date(Date.UTC(2027, 0, 15)).toISOString(),
          area: 50,
          priceSqByMonth: 1000,
          priceByMonth: 50000,
        },
      ],
      manager: MANAGER,
      summary: 50000,
    });
    const asOffer = await open(signToken(schedule.item.id, keys, 'document-link.v1:'));
    expect(asOffer.status).toBe(404);
  });

  it('after the "valid until" day: an "expired" page with the manager and the office phone (410)', async () => {
    const res = await issueOn(new Date(Date.now() - 30 * 86_400_000));
    const answer = await open(tokenOf(res.public_url ?? ''), { 'accept-language': 'ru' });
    expect(answer.status).toBe(410);
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const page = await answer.text();
    expect(page).toContain('Срок действия предложения истёк');
    expect(page).toContain('Анна Петрова');
    expect(page).toContain('+7 495 123-45-67');
    expect(digits(page)).toContain(digits(officePhone()));
    const english = await open(tokenOf(res.public_url ?? ''), { 'accept-language': 'en-GB' });
    expect(await english.text()).toContain('This offer has expired');

    // valid through the last day: issued now, it opens
    const fresh = await issueOn(new Date());
    expect((await open(tokenOf(fresh.public_url ?? ''))).status).toBe(200);
  });

  it('keys rotate: a link signed with the previous key still opens; once dropped, it is invalid', async () => {
    const env = getEnv();
    const saved = {
      secret: env.DOCUMENT_LINK_SECRET,
      previous: env.DOCUMENT_LINK_PREVIOUS_SECRETS,
    };
    const manager = await callerAs(t.db, 'manager');
    try {
      const old = await manager.documents.commercialOffer(offer(await availableUnits(t.db, 1, 3)));
      const oldKey = env.DOCUMENT_LINK_SECRET ?? env.PAYMENT_LINK_SECRET;
      env.DOCUMENT_LINK_SECRET = 'n'.repeat(40);
      env.DOCUMENT_LINK_PREVIOUS_SECRETS = `  ${oldKey} ,`;
      const fresh = await manager.documents.commercialOffer(
        offer(await availableUnits(t.db, 1, 4)),
      );
      expect(tokenOf(fresh.public_url ?? '').split('.')[1]).toBe(keyId('n'.repeat(40)));
      expect(tokenOf(old.public_url ?? '').split('.')[1]).toBe(keyId(oldKey));
      expect((await open(tokenOf(old.public_url ?? ''))).status).toBe(200);
      expect((await open(tokenOf(fresh.public_url ?? ''))).status).toBe(200);
      env.DOCUMENT_LINK_PREVIOUS_SECRETS = '';
      expect((await open(tokenOf(old.public_url ?? ''))).status).toBe(403);
      expect((await open(tokenOf(fresh.public_url ?? ''))).status).toBe(200);
    } finally {
      env.DOCUMENT_LINK_SECRET = saved.secret;
      env.DOCUMENT_LINK_PREVIOUS_SECRETS = saved.previous;
    }
  });

  it('fuzzed: a stranger (or any role) gets the PDF only with the valid token; anything else is a 403/404 page, never a 5xx', async () => {
    const manager = await callerAs(t.db, 'manager');
    const res = await manager.documents.commercialOffer(offer(await availableUnits(t.db, 1, 5)));
    const valid = tokenOf(res.public_url ?? '');
    for (const who of ['head', 'manager', 'realtor', 'viewer'] as const) {
      const answer = await open(valid, { cookie: `sid=${demoUserId(who)}` });
      expect(answer.status, who).toBe(200);
    }
    const token = fc
      .oneof(
        // one character of the valid token changed, dropped or added
        fc
          .tuple(fc.nat({ max: valid.length - 1 }), fc.constantFrom(...'aZ09-_.~'))
          .map(([i, ch]) => valid.slice(0, i) + ch + valid.slice(i + 1)),
        fc.nat({ max: valid.length - 1 }).map((i) => valid.slice(0, i) + valid.slice(i + 1)),
        fc.string({ maxLength: 300 }).map(encodeURIComponent),
        fc.uuid().map((id) => `${id}${valid.slice(36)}`),
      )
      .filter((c) => c !== '' && c !== '.' && c !== '..'); // no token: another path
    await fc.assert(
      fc.asyncProperty(token, async (candidate) => {
        const answer = await open(candidate);
        const body = await answer.text();
        if (candidate === valid) {
          // the PDF, unless this client is already blocked for guessing (429 for every link)
          expect([200, 429]).toContain(answer.status);
          return;
        }
        // 429: this client asked for too many links that do not exist (shared with /pay and /s)
        expect([403, 404, 429]).toContain(answer.status);
        expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
        expect(body).not.toContain('%PDF');
      }),
      { numRuns: 150 },
    );
  });

  it('guessing is rate limited like payment links: past the limit, a 429 page with Retry-After', async () => {
    let last: Response | undefined;
    for (let i = 0; i < 40; i++) {
      last = await open(`${randomUUID()}.AAAAAA.${'A'.repeat(43)}`);
      if (last.status === 429) break;
    }
    expect(last?.status).toBe(429);
    expect(last?.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
