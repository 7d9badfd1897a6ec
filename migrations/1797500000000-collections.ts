import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Collections (docs/collections.md): the contact log, promises to pay, the SMS templates an admin
 * keeps, and the templated SMS sent to borrowers, at most one a Manila day per loan (the unique key).
 */
export class Collections1797500000000 implements MigrationInterface {
  name = 'Collections1797500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE collection_contacts (
        id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        loan_id     uuid NOT NULL CONSTRAINT collection_contacts_loan_id_fkey REFERENCES loans (id) ON DELETE RESTRICT,
        officer_id  uuid NOT NULL CONSTRAINT collection_contacts_officer_id_fkey REFERENCES members (id) ON DELETE RESTRICT,
        channel     text NOT NULL CONSTRAINT collection_contacts_channel_known CHECK (channel IN ('CALL', 'SMS', 'VISIT')),
        outcome     text NOT NULL CONSTRAINT collection_contacts_outcome_length CHECK (char_length(outcome) BETWEEN 1 AND 500),
        next_step   text NOT NULL DEFAULT '' CONSTRAINT collection_contacts_next_step_length CHECK (char_length(next_step) <= 500),
        created_at  timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX collection_contacts_loan_idx ON collection_contacts (loan_id, created_at)`);
    await q.query(`
      CREATE TABLE promises_to_pay (
        id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        loan_id      uuid NOT NULL CONSTRAINT promises_to_pay_loan_id_fkey REFERENCES loans (id) ON DELETE RESTRICT,
        officer_id   uuid NOT NULL CONSTRAINT promises_to_pay_officer_id_fkey REFERENCES members (id) ON DELETE RESTRICT,
        promised_on  date NOT NULL,
        amount       bigint NOT NULL CONSTRAINT promises_to_pay_amount_positive CHECK (amount > 0),
        status       text NOT NULL DEFAULT 'PENDING' CONSTRAINT promises_to_pay_status_known CHECK (status IN ('PENDING', 'KEPT', 'BROKEN')),
        paid         bigint CONSTRAINT promises_to_pay_paid_range CHECK (paid >= 0),
        checked_at   timestamptz,
        created_at   timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT promises_to_pay_checked CHECK ((status = 'PENDING') = (checked_at IS NULL) AND (checked_at IS NULL) = (paid IS NULL))
      )`);
    await q.query(`CREATE INDEX promises_to_pay_loan_idx ON promises_to_pay (loan_id, created_at)`);
    await q.query(`CREATE INDEX promises_to_pay_pending_idx ON promises_to_pay (promised_on) WHERE status = 'PENDING'`);
    await q.query(`
      CREATE TABLE sms_templates (
        code        text PRIMARY KEY CONSTRAINT sms_templates_code_format CHECK (code ~ '^[A-Z][A-Z_]{1,39}$'),
        body_en     text NOT NULL CONSTRAINT sms_templates_body_en_length CHECK (char_length(body_en) BETWEEN 1 AND 320),
        body_fil    text NOT NULL CONSTRAINT sms_templates_body_fil_length CHECK (char_length(body_fil) BETWEEN 1 AND 320),
        updated_by  uuid CONSTRAINT sms_templates_updated_by_fkey REFERENCES members (id) ON DELETE RESTRICT,
        updated_at  timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      INSERT INTO sms_templates (code, body_en, body_fil) VALUES
        ('POLITE_REMINDER',
         '{{company}}: Good day, {{name}}. Your loan {{loanNumber}} has PHP {{amountDue}} due. Please pay through the Pay page of the app. Thank you.',
         '{{company}}: Magandang araw, {{name}}. May PHP {{amountDue}} na dapat bayaran ang loan {{loanNumber}} mo. Pakibayaran sa Pay page ng app. Salamat.'),
        ('ARRANGEMENT_OFFER',
         '{{company}}: Hello {{name}}. If paying PHP {{amountDue}} on loan {{loanNumber}} is hard right now, reply or call us so we can agree on a date together.',
         '{{company}}: Kumusta {{name}}. Kung mahirap bayaran ngayon ang PHP {{amountDue}} ng loan {{loanNumber}}, sumagot o tumawag sa amin para magkasundo tayo sa petsa.'),
        ('PROMISE_THANKS',
         '{{company}}: Thank you, {{name}}, for your promise to pay on loan {{loanNumber}}. We will note your payment once it arrives.',
         '{{company}}: Salamat, {{name}}, sa pangakong magbayad para sa loan {{loanNumber}}. Itatala namin ang bayad mo kapag dumating ito.')`);
    await q.query(`
      CREATE TABLE collection_sms (
        id             uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        loan_id        uuid NOT NULL CONSTRAINT collection_sms_loan_id_fkey REFERENCES loans (id) ON DELETE RESTRICT,
        officer_id     uuid NOT NULL CONSTRAINT collection_sms_officer_id_fkey REFERENCES members (id) ON DELETE RESTRICT,
        template_code  text NOT NULL CONSTRAINT collection_sms_template_code_fkey REFERENCES sms_templates (code) ON DELETE RESTRICT,
        sent_on        date NOT NULL,
        body           text NOT NULL,
        created_at     timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT collection_sms_one_a_day UNIQUE (loan_id, sent_on)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE collection_sms`);
    await q.query(`DROP TABLE sms_templates`);
    await q.query(`DROP TABLE promises_to_pay`);
    await q.query(`DROP TABLE collection_contacts`);
  }
}
