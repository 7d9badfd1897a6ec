import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Support and complaints: a ticket per request (from a member, or from the public contact form,
 * whose open messages join the queue here), and its thread of messages. The reference is what the
 * member and staff quote; first_answered_at gives the queue its time to first answer.
 */
export class SupportTickets1797900000000 implements MigrationInterface {
  name = 'SupportTickets1797900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SEQUENCE support_ticket_serial`);
    await q.query(`
      CREATE TABLE support_tickets (
        id                  uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        reference           text NOT NULL CONSTRAINT support_tickets_reference_key UNIQUE,
        source              text NOT NULL,
        member_id           uuid CONSTRAINT support_tickets_member_id_fkey REFERENCES members (id) ON DELETE RESTRICT,
        contact_message_id  uuid CONSTRAINT support_tickets_contact_message_key UNIQUE
                                 CONSTRAINT support_tickets_contact_message_id_fkey REFERENCES contact_messages (id) ON DELETE RESTRICT,
        contact_name        text,
        contact_email       text,
        topic               text NOT NULL,
        status              text NOT NULL DEFAULT 'OPEN',
        created_at          timestamptz NOT NULL DEFAULT now(),
        updated_at          timestamptz NOT NULL DEFAULT now(),
        first_answered_at   timestamptz,
        closed_at           timestamptz,
        CONSTRAINT support_tickets_topic_known CHECK (topic IN ('LOAN', 'PAYMENT', 'WITHDRAWAL', 'ACCOUNT', 'COMPLAINT', 'OTHER')),
        CONSTRAINT support_tickets_status_known CHECK (status IN ('OPEN', 'ANSWERED', 'CLOSED')),
        CONSTRAINT support_tickets_source_fields CHECK (
          (source = 'MEMBER' AND member_id IS NOT NULL AND contact_email IS NULL)
          OR (source = 'CONTACT' AND member_id IS NULL AND contact_email IS NOT NULL AND contact_name IS NOT NULL)
        ),
        CONSTRAINT support_tickets_closed_at CHECK ((status = 'CLOSED') = (closed_at IS NOT NULL))
      )`);
    await q.query(`CREATE INDEX support_tickets_member_idx ON support_tickets (member_id, created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX support_tickets_status_idx ON support_tickets (status, created_at DESC, id DESC)`);
    await q.query(`
      CREATE TABLE support_messages (
        id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        ticket_id   uuid NOT NULL CONSTRAINT support_messages_ticket_id_fkey REFERENCES support_tickets (id) ON DELETE RESTRICT,
        author      text NOT NULL,
        staff_id    uuid CONSTRAINT support_messages_staff_id_fkey REFERENCES members (id) ON DELETE RESTRICT,
        body        text NOT NULL,
        created_at  timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT support_messages_author_fields CHECK ((author = 'STAFF') = (staff_id IS NOT NULL) AND author IN ('MEMBER', 'STAFF'))
      )`);
    await q.query(`CREATE INDEX support_messages_ticket_idx ON support_messages (ticket_id, created_at)`);
    // The contact form's messages still open join the queue as tickets.
    await q.query(`
      WITH opened AS (
        INSERT INTO support_tickets (reference, source, contact_message_id, contact_name, contact_email, topic, status, created_at, updated_at)
        SELECT 'S' || lpad(nextval('support_ticket_serial')::text, 6, '0'), 'CONTACT', c.id, c.name, c.email, 'OTHER', 'OPEN', c.created_at, c.created_at
        FROM contact_messages c WHERE c.status = 'OPEN' ORDER BY c.created_at
        RETURNING id, contact_message_id, created_at
      )
      INSERT INTO support_messages (ticket_id, author, body, created_at)
      SELECT o.id, 'MEMBER', c.message, o.created_at FROM opened o JOIN contact_messages c ON c.id = o.contact_message_id`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE support_messages`);
    await q.query(`DROP TABLE support_tickets`);
    await q.query(`DROP SEQUENCE support_ticket_serial`);
  }
}
