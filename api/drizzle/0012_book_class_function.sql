-- Issue 17: a class booking is one statement. The function locks the schedule row first; being
-- VOLATILE plpgsql, each later query takes a fresh snapshot, so it sees every booking committed
-- before the lock was granted: the place / wait-list decision is as exact as the old
-- multi-statement transaction, but the lock is held for one round trip instead of five.
-- Returns no row when the class does not exist or the member already holds a live booking of it.
CREATE OR REPLACE FUNCTION portal_book_class(p_member integer, p_schedule integer, p_now timestamptz)
RETURNS TABLE (booking_id integer, booking_status text)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  target record;
  held integer;
  has_place boolean;
BEGIN
  SELECT id, capacity, total_booked, fee_cents INTO target FROM class_schedules WHERE id = p_schedule FOR UPDATE;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  IF EXISTS (SELECT 1 FROM class_bookings b WHERE b.member_id = p_member AND b.schedule_id = p_schedule AND b.status <> 'Cancelled') THEN
    RETURN;
  END IF;
  -- Places freed for the waiting list are held for the members they were offered to.
  SELECT count(*) INTO held FROM class_bookings w WHERE w.schedule_id = p_schedule AND w.status = 'Waiting' AND w.offered_at IS NOT NULL;
  has_place := target.capacity - target.total_booked - held > 0;
  IF has_place THEN
    UPDATE class_schedules SET total_booked = total_booked + 1 WHERE id = p_schedule;
  END IF;
  RETURN QUERY
    INSERT INTO class_bookings (member_id, schedule_id, status, joined_at, fee_cents)
    VALUES (p_member, p_schedule, CASE WHEN has_place THEN 'Booked' ELSE 'Waiting' END, p_now, CASE WHEN has_place THEN target.fee_cents ELSE 0 END)
    RETURNING class_bookings.id, class_bookings.status;
END
$$;
