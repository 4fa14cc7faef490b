import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { extractTextItems } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { formatPesos } from '@pixel/contract';
import { balancesOf, createLedger } from '../../ledger/ledger.ts';
import {
  paymentSettlement,
  payoutHoldPosting,
  payoutPaidPosting,
  payoutReturnPosting,
  payoutReversalPosting,
  refundDuePosting,
  refundPosting,
} from '../../ledger/postings.ts';
import { client, member, payCheckout, startGift } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';
import { csvField } from '../../lib/csv.ts';
import { statementHeader } from './statements.service.ts';

const t = useTestApp();
const ledger = createLedger();
const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

/** An RFC 4180 reader: quoted fields, doubled quotes, CRLF records. */
function parseCsv(text: string) {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = text.startsWith('\uFEFF') ? 1 : 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i++;
    } else field += c;
  }
  return records;
}

const cents = (value: string) => Math.round(Number(value) * 100);

async function statement(who: Awaited<ReturnType<typeof member>>, from = '2020-01-01', to = today) {
  const response = await who.browser.get(`/v1/user/statements.csv?from=${from}&to=${to}`);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  const [header, opening, ...rest] = parseCsv(response.body);
  const closing = rest.pop()!;
  return { header, opening: cents(opening![8]!), lines: rest, closing: cents(closing[8]!) };
}

/** The text a PDF shows, as PDF.js reads it from the embedded fonts: each run of text, page by page. */
async function pdfText(pdf: Buffer): Promise<string[]> {
  const { items } = await extractTextItems(new Uint8Array(pdf));
  return items
    .flat()
    .map((item) => item.str)
    .filter((text) => text.trim() !== '');
}

describe('statements', () => {
  it('reconciles for any sequence of gifts, purchases, fees, payouts, their reversals and refunds (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            kind: fc.constantFrom(
              'gift',
              'mobile_gift',
              'purchase',
              'payout',
              'failed_payout',
              'reversed_payout',
              'refunded_repeat_purchase',
            ),
            gross: fc.integer({ min: 100, max: 2_000_000 }),
            feeBps: fc.integer({ min: 0, max: 2_000 }),
          }),
          { minLength: 1, maxLength: 10 },
        ),
        async (operations) => {
          const creator = await member(t);
          const userId = creator.user.id;
          for (const op of operations) {
            const reference = `T-${randomUUID().slice(0, 8)}`;
            const description = `Payment "${op.kind}", with a comma`;
            if (op.kind === 'gift' || op.kind === 'mobile_gift' || op.kind === 'purchase') {
              await t.db.transaction((tx) =>
                ledger.post(
                  tx,
                  paymentSettlement({
                    payeeUserId: userId,
                    gross: op.gross,
                    feeBasisPoints: op.feeBps,
                    pending: op.kind === 'mobile_gift',
                    type: op.kind === 'purchase' ? 'payment' : 'donation',
                    description,
                    reference,
                    idempotencyKey: `test:${reference}`,
                  }),
                ),
              );
              continue;
            }
            if (op.kind === 'refunded_repeat_purchase') {
              // a second payment for a post already bought goes back to its payer: never the creator's
              await t.db.transaction((tx) =>
                ledger.post(
                  tx,
                  refundDuePosting({
                    gross: op.gross,
                    description,
                    reference,
                    idempotencyKey: `test:${reference}`,
                  }),
                ),
              );
              await t.db.transaction((tx) =>
                ledger.post(
                  tx,
                  refundPosting({ refundId: randomUUID(), amount: op.gross, description, reference }),
                ),
              );
              continue;
            }
            const { available } = await balancesOf(t.db, userId);
            const fee = 1_500;
            const amount = Math.min(op.gross, available - fee);
            if (amount <= 0) continue;
            const payout = { payoutId: randomUUID(), userId, amount, fee, reference, description: 'Payout' };
            await t.db.transaction((tx) => ledger.post(tx, payoutHoldPosting(payout)));
            if (op.kind === 'failed_payout') {
              await t.db.transaction((tx) => ledger.post(tx, payoutReturnPosting(payout)));
            } else {
              await t.db.transaction((tx) => ledger.post(tx, payoutPaidPosting(payout)));
              if (op.kind === 'reversed_payout') {
                await t.db.transaction((tx) => ledger.post(tx, payoutReversalPosting(payout)));
              }
            }
          }
          const { header, opening, lines, closing } = await statement(creator);
          // a refunded repeat payment never reaches the creator, so it has no line
          expect(lines.some((line) => line[3]!.includes('refunded_repeat_purchase'))).toBe(false);
          expect(header).toEqual(statementHeader());
          const net = lines.reduce((sum, line) => sum + cents(line[7]!), 0);
          for (const line of lines) expect(cents(line[5]!) - cents(line[6]!)).toBe(cents(line[7]!));
          const balance = await balancesOf(t.db, userId);
          expect(opening + net).toBe(closing);
          expect(closing).toBe(balance.available + balance.pending + balance.payoutHold);
          // a range before any of it opens and closes at zero
          const before = await statement(creator, '2020-01-01', '2020-12-31');
          expect([before.opening, before.lines.length, before.closing]).toEqual([0, 0, 0]);
        },
      ),
      { numRuns: 12 },
    );
  });

  it('quotes what needs quoting and keeps formulas from running', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a, b')).toBe('"a, b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\r\nlines')).toBe('"two\r\nlines"');
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('-15.00', 'amount')).toBe('-15.00');
  });

  it('is the signed-in creator’s own, for a valid range', async () => {
    expect((await client(t).get(`/v1/user/statements.csv?from=${today}&to=${today}`)).statusCode).toBe(401);
    const creator = await member(t);
    const backwards = await creator.browser.get('/v1/user/statements.csv?from=2026-02-01&to=2026-01-01');
    expect(backwards.statusCode).toBe(422);
    expect(
      (await creator.browser.get('/v1/user/statements.csv?from=yesterday&to=2026-01-01')).statusCode,
    ).toBe(422);
  });

  it('comes as a PDF too, with the same lines and balances, over as many pages as it takes', async () => {
    const creator = await member(t, { pageName: 'Ana Reyes' });
    for (let i = 0; i < 70; i++) {
      const reference = `P-${randomUUID().slice(0, 8)}`;
      await t.db.transaction((tx) =>
        ledger.post(
          tx,
          paymentSettlement({
            payeeUserId: creator.user.id,
            gross: 10_000 + i,
            feeBasisPoints: 500,
            pending: false,
            type: 'donation',
            description: `Gift from supporter ${i} 🎉`,
            reference,
            idempotencyKey: `test:${reference}`,
          }),
        ),
      );
    }
    const csv = await statement(creator);

    const response = await creator.browser.get(`/v1/user/statements.pdf?from=2020-01-01&to=${today}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="pixel-statement-2020-01-01-to-${today}.pdf"`,
    );
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)!.length).toBeGreaterThanOrEqual(2);

    const text = await pdfText(pdf);
    expect(text).toContain('PIXEL statement');
    expect(text).toContain('Ana Reyes');
    expect(text).toContain('Opening balance');
    expect(text).toContain('Closing balance');
    // every line of the CSV is in the PDF, with its figures; what the font cannot draw reads "?"
    for (const line of csv.lines) {
      expect(text).toContain(line[1]);
      expect(text).toContain(formatPesos(cents(line[7]!)));
    }
    expect(text).toContain('Gift from supporter 0 ?');
    expect(text).toContain(formatPesos(csv.closing));
    const { available } = await balancesOf(t.db, creator.user.id);
    expect(csv.closing).toBe(available);

    const backwards = await creator.browser.get('/v1/user/statements.pdf?from=2026-02-01&to=2026-01-01');
    expect(backwards.statusCode).toBe(422);
    expect((await client(t).get(`/v1/user/statements.pdf?from=${today}&to=${today}`)).statusCode).toBe(401);
  });

  it("is headed in the reader's language, CSV and PDF, with the figures as they are", async () => {
    const creator = await member(t, { pageName: 'Ana Reyes' });
    await creator.browser.put('/v1/user/language', { language: 'fil' });
    const csv = await creator.browser.get(`/v1/user/statements.csv?from=2020-01-01&to=${today}`);
    const [header, opening] = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe('Petsa,Transaction no,Uri,Paglalarawan,Reference,Gross,Bayad,Net,Balance');
    expect(opening).toContain('Panimulang balance');

    const pdf = await creator.browser.get(`/v1/user/statements.pdf?from=2020-01-01&to=${today}`);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Petsa (Maynila)');
    expect(text).toContain('Pangwakas na balance');
    expect(text.join(' ')).toContain('kasama ang dalawang araw');
  });

  it("shows a gift's description in the reader's language: list, detail, CSV and PDF; English as posted", async () => {
    // a gift as visitors give one: posted with its English description, "Gift from Ben"
    const gift = async (pageName: string) => {
      const creator = await member(t, { pageName });
      const { checkoutPath } = await startGift(t, creator.page_url, { supporter_name: 'Ben' });
      await payCheckout(t, checkoutPath);
      return creator;
    };
    const reads = async (creator: Awaited<ReturnType<typeof member>>) => {
      const list = await creator.browser.get('/v1/user/transactions');
      expect(list.statusCode).toBe(200);
      const [line] = list.json().data as { transaction_no: string; description: string }[];
      const detail = await creator.browser.get(`/v1/user/transactions/${line!.transaction_no}`);
      const { lines } = await statement(creator);
      const pdf = await creator.browser.get(`/v1/user/statements.pdf?from=2020-01-01&to=${today}`);
      return {
        list: line!.description,
        detail: detail.json().data.description as string,
        csv: lines[0]![3],
        pdf: await pdfText(pdf.rawPayload),
      };
    };

    const filipino = await gift('Ana Reyes');
    await filipino.browser.put('/v1/user/language', { language: 'fil' });
    const inFilipino = await reads(filipino);
    expect(inFilipino.list).toBe('Gift mula kay Ben');
    expect(inFilipino.detail).toBe('Gift mula kay Ben');
    expect(inFilipino.csv).toBe('Gift mula kay Ben');
    expect(inFilipino.pdf.join(' ')).toContain('Gift mula kay Ben');

    const english = await gift('Bea Cruz');
    const inEnglish = await reads(english);
    expect(inEnglish.list).toBe('Gift from Ben');
    expect(inEnglish.detail).toBe('Gift from Ben');
    expect(inEnglish.csv).toBe('Gift from Ben');
    expect(inEnglish.pdf.join(' ')).toContain('Gift from Ben');
  });

  it("marks a gift given from the creator's stream in the CSV and the PDF, in the reader's language", async () => {
    const creator = await member(t, { pageName: 'Lea Streams' });
    const fromStream = await startGift(t, creator.page_url, {
      amount: '75',
      supporter_name: 'Ben',
      source: 'stream',
    });
    await payCheckout(t, fromStream.checkoutPath);
    const fromPage = await startGift(t, creator.page_url, { amount: '25', supporter_name: 'Ana' });
    await payCheckout(t, fromPage.checkoutPath);
    const descriptions = async () => {
      const { lines } = await statement(creator);
      const pdf = await creator.browser.get(`/v1/user/statements.pdf?from=2020-01-01&to=${today}`);
      return { csv: lines.map((line) => line[3]).sort(), pdf: (await pdfText(pdf.rawPayload)).join(' ') };
    };

    const english = await descriptions();
    expect(english.csv).toEqual(['Gift from Ana', 'Gift from Ben (from your stream)']);
    expect(english.pdf).toContain('Gift from Ben (from your stream)');
    expect(english.pdf).not.toContain('Gift from Ana (');

    await creator.browser.put('/v1/user/language', { language: 'fil' });
    const filipino = await descriptions();
    expect(filipino.csv).toEqual(['Gift mula kay Ana', 'Gift mula kay Ben (mula sa stream mo)']);
    // the PDF's description column cuts a longer text with an ellipsis
    expect(filipino.pdf).toMatch(/Gift mula kay Ben \(mula sa( stream mo\)|…)/);
  });

  it('prints names and pesos as they are in the embedded Inter, and "?" for what Inter cannot draw', async () => {
    const creator = await member(t, { pageName: 'Peña 🌺' });
    await t.db.transaction((tx) =>
      ledger.post(
        tx,
        paymentSettlement({
          payeeUserId: creator.user.id,
          gross: 150_000,
          feeBasisPoints: 500,
          pending: false,
          type: 'donation',
          description: 'Salamat, José Niño! 🎉',
          reference: 'G-pena',
          idempotencyKey: `test:pena:${creator.user.id}`,
        }),
      ),
    );

    const response = await creator.browser.get(`/v1/user/statements.pdf?from=2020-01-01&to=${today}`);
    expect(response.statusCode).toBe(200);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Peña ?');
    expect(text).toContain('Salamat, José Niño! ?');
    expect(text).toEqual(expect.arrayContaining(['₱1,500.00', '₱75.00', '₱1,425.00']));
    // no amount written the old way ("PHP 1,500.00"); a transaction number may hold the letters by chance
    expect(text.join(' ')).not.toMatch(/\bPHP\b/);

    // both weights embedded (subsets, as TrueType), and no text left in a standard font
    const source = response.rawPayload.toString('latin1');
    expect(source).toMatch(/\/FontFile2\b/);
    expect(source).toMatch(/\/BaseFont \/[A-Z]{6}\+Inter-Regular\b/);
    expect(source).toMatch(/\/BaseFont \/[A-Z]{6}\+Inter-Bold\b/);
    expect(source).not.toMatch(/\/BaseFont \/Helvetica/);
  });
});

describe('a long statement', () => {
  it('has every transaction once when many share one moment and pages end among them, CSV and PDF', async () => {
    const creator = await member(t);
    const userId = creator.user.id;
    // one real settlement makes the accounts; then 1,234 gifts written in one statement share its moment
    // (to the microsecond), so every page of 500 starts and ends inside that moment
    await t.db.transaction((tx) =>
      ledger.post(
        tx,
        paymentSettlement({
          payeeUserId: userId,
          gross: 10_000,
          feeBasisPoints: 500,
          pending: false,
          type: 'donation',
          description: 'First gift',
          reference: 'G-first',
          idempotencyKey: `test:first:${userId}`,
        }),
      ),
    );
    const count = 1_234;
    const tag = randomUUID().slice(0, 8);
    await t.db.execute(sql`
      with accounts as (
        select (select id from ledger_accounts where user_id = ${userId} and kind = 'available') as mine,
               (select id from ledger_accounts where user_id is null and kind = 'provider_clearing') as clearing
      ), made as (
        insert into ledger_transactions (transaction_no, type, description, reference)
        select ${`B-${tag}-`} || g, 'donation', 'Gift ' || g, ${`G-${tag}-`} || g
        from generate_series(1, ${count}) g
        returning id, transaction_no
      ), entries as (
        insert into ledger_entries (transaction_id, account_id, amount)
        select made.id, accounts.mine, 100 + substr(made.transaction_no, ${tag.length + 4})::int from made, accounts
        union all
        select made.id, accounts.clearing, -(100 + substr(made.transaction_no, ${tag.length + 4})::int) from made, accounts
      )
      -- the ledger's trigger moves the accounts' balances with the entries
      select 1`);

    const { opening, lines, closing } = await statement(creator);
    const numbers = lines.map((line) => line[1]);
    expect(lines).toHaveLength(count + 1);
    expect(new Set(numbers).size).toBe(count + 1);
    expect(opening).toBe(0);
    const balances = await balancesOf(t.db, userId);
    expect(closing).toBe(balances.available + balances.pending);
    expect(closing).toBe(9_500 + count * 100 + (count * (count + 1)) / 2);
    // each line's balance is the one before plus its net
    let running = opening;
    for (const line of lines) {
      running += cents(line[7]!);
      expect(cents(line[8]!)).toBe(running);
    }

    const pdf = await creator.browser.get(`/v1/user/statements.pdf?from=2020-01-01&to=${today}`);
    expect(pdf.statusCode).toBe(200);
    const shown = await pdfText(pdf.rawPayload);
    const pdfNumbers = shown.filter((text) => text.startsWith(`B-${tag}-`));
    expect(pdfNumbers).toHaveLength(count);
    expect(new Set(pdfNumbers).size).toBe(count);
  });
});
