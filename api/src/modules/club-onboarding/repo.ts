// What a club has set up so far, counted from its own rows (one round trip).
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

export interface SetUpCounts {
  membershipTypes: number;
  upcomingClasses: number;
  trainersWithHours: number;
  products: number;
  staff: number;
  hasLogo: boolean;
  hasContact: boolean;
  hasHours: boolean;
}

export async function setUpCounts(db: Database, clubId: number, at: Date): Promise<SetUpCounts> {
  const result = await db.execute(sql`
    select
      (select count(*)::int from membership_types where club_id = ${clubId} and active and is_web_purchasable and not is_session_type) as "membershipTypes",
      (select count(*)::int from class_schedules where club_id = ${clubId} and starts_at > ${at.toISOString()}::timestamptz and cancelled_at is null) as "upcomingClasses",
      (select count(*)::int from trainers t where t.club_id = ${clubId} and t.active
         and exists (select 1 from trainer_working_hours h where h.trainer_id = t.id)) as "trainersWithHours",
      (select count(*)::int from products where club_id = ${clubId} and active and stock > 0) as "products",
      (select count(*)::int from users where club_id = ${clubId} and role in ('ADMIN', 'STAFF')) as "staff",
      (select logo_png is not null from clubs where id = ${clubId}) as "hasLogo",
      (select coalesce(phone, '') <> '' and coalesce(street, '') <> '' from clubs where id = ${clubId}) as "hasContact",
      (select exists (select 1 from jsonb_array_elements(opening_hours) h where h->>'opens' <> '') from clubs where id = ${clubId}) as "hasHours"`);
  const [row] = (result as unknown as { rows: SetUpCounts[] }).rows;
  return row ?? { membershipTypes: 0, upcomingClasses: 0, trainersWithHours: 0, products: 0, staff: 0, hasLogo: false, hasContact: false, hasHours: false };
}
