// Personal trainers as the club's ADMIN keeps them: the trainer (name, photo, bio, whether a PT
// subscription is needed, active), weekly hours (club-local weekday and times, replaced whole),
// exceptions (a day or some hours away: the PT search offers no slot then and booking refuses
// it, pt/service.ts), and PT session types (durations, price, subscription). Every write is
// checked first with a message on its field and audited in club_audit_log in its transaction.
import {
  TRAINER_MESSAGES as M,
  TRAINER_PHOTO_MAX_BYTES,
  type ConsoleTrainer,
  type SessionType,
  type SessionTypeInput,
  type TrainerException,
  type TrainerExceptionInput,
  type TrainerInput,
  type WeeklyHours,
} from '@portal/shared/contracts';
import type { Database } from '../../db/client';
import { now as clockNow } from '../../lib/clock';
import { FieldError, HttpError } from '../../lib/http-error';
import { checkedPicture, formPictureLimits } from '../images';
import type { ConsoleActor } from '../../lib/club-audit';
import * as repo from './repo';

const PHOTO_LIMITS = formPictureLimits(TRAINER_PHOTO_MAX_BYTES, M.photo);
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const isDate = (v: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(v) &&
  !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
  new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

export async function listTrainers(db: Database, clubId: number): Promise<ConsoleTrainer[]> {
  const { rows, hours, exceptions } = await repo.trainersOfClub(db, clubId);
  return rows.map((t) => ({
    id: t.id,
    name: t.name,
    bio: t.bio ?? '',
    photo: t.photo ?? '',
    requireSubscription: t.requireSubscription,
    active: t.active,
    hours: hours
      .filter((h) => h.trainerId === t.id)
      .map((h) => ({ weekday: h.weekday, startTime: h.startTime.slice(0, 5), endTime: h.endTime.slice(0, 5) })),
    exceptions: exceptions
      .filter((e) => e.trainerId === t.id)
      .map(({ id, date, startTime, endTime, reason }) => ({ id, date, startTime, endTime, reason })),
  }));
}

async function trainerView(db: Database, clubId: number, trainerId: number): Promise<ConsoleTrainer> {
  return (await listTrainers(db, clubId)).find((t) => t.id === trainerId)!;
}

const auditable = (t: ConsoleTrainer | undefined): Record<string, unknown> =>
  t ? { ...t, photo: t.photo ? 'set' : 'none' } : {};

export async function saveTrainer(
  db: Database,
  actor: ConsoleActor,
  trainerId: number | null,
  input: TrainerInput,
  now = clockNow(),
): Promise<ConsoleTrainer> {
  if (!input.name.trim()) throw new FieldError('name', M.required);
  const photo = await checkedPicture(input.photo, PHOTO_LIMITS, 'photo');
  return db.transaction(async (tx) => {
    const values = {
      name: input.name.trim(),
      bio: input.bio.trim() || null,
      requireSubscription: input.requireSubscription,
      active: input.active,
      ...(photo !== undefined ? { photo } : {}),
    };
    let before: ConsoleTrainer | undefined;
    let id = trainerId;
    if (id === null) id = (await repo.trainerRows.insert(tx, actor.clubId, values)).id;
    else {
      if (!(await repo.trainerRows.lock(tx, actor.clubId, id))) throw new HttpError(404, M.trainerNotFound);
      before = await trainerView(tx, actor.clubId, id);
      await repo.trainerRows.update(tx, actor.clubId, id, values);
    }
    const after = await trainerView(tx, actor.clubId, id);
    await repo.audit(tx, {
      clubId: actor.clubId,
      userId: actor.userId,
      before: auditable(before),
      after: { action: before ? 'trainer changed' : 'trainer added', ...auditable(after) },
      at: now,
    });
    return after;
  });
}

/** The trainer's week, replaced whole: each entry a club-local weekday (0 = Sunday) and times. */
export async function setWeeklyHours(
  db: Database,
  actor: ConsoleActor,
  trainerId: number,
  body: WeeklyHours,
  now = clockNow(),
): Promise<ConsoleTrainer> {
  body.hours.forEach((h, i) => {
    if (!Number.isInteger(h.weekday) || h.weekday < 0 || h.weekday > 6)
      throw new FieldError(`hours.${i}.weekday`, M.weekday);
    if (!TIME.test(h.startTime)) throw new FieldError(`hours.${i}.startTime`, M.time);
    if (!TIME.test(h.endTime)) throw new FieldError(`hours.${i}.endTime`, M.time);
    if (h.endTime <= h.startTime) throw new FieldError(`hours.${i}.endTime`, M.endBeforeStart);
    const clash = body.hours.findIndex(
      (o, j) => j !== i && o.weekday === h.weekday && o.startTime < h.endTime && h.startTime < o.endTime,
    );
    if (clash >= 0) throw new FieldError(`hours.${i}.startTime`, M.hoursOverlap);
  });
  return db.transaction(async (tx) => {
    if (!(await repo.trainerRows.lock(tx, actor.clubId, trainerId))) throw new HttpError(404, M.trainerNotFound);
    const before = await trainerView(tx, actor.clubId, trainerId);
    await repo.replaceHours(tx, trainerId, body.hours);
    const after = await trainerView(tx, actor.clubId, trainerId);
    await repo.audit(tx, {
      clubId: actor.clubId,
      userId: actor.userId,
      before: { trainer: before.name, hours: before.hours },
      after: { action: 'hours changed', trainer: after.name, hours: after.hours },
      at: now,
    });
    return after;
  });
}

export async function addException(
  db: Database,
  actor: ConsoleActor,
  trainerId: number,
  input: TrainerExceptionInput,
  now = clockNow(),
): Promise<TrainerException> {
  if (!isDate(input.date)) throw new FieldError('date', M.date);
  const whole = !input.startTime && !input.endTime;
  if (!whole) {
    if (!input.startTime || !input.endTime)
      throw new FieldError(input.startTime ? 'endTime' : 'startTime', M.bothTimes);
    if (!TIME.test(input.startTime)) throw new FieldError('startTime', M.time);
    if (!TIME.test(input.endTime)) throw new FieldError('endTime', M.time);
    if (input.endTime <= input.startTime) throw new FieldError('endTime', M.endBeforeStart);
  }
  if (!input.reason.trim()) throw new FieldError('reason', M.required);
  return db.transaction(async (tx) => {
    const trainer = await repo.trainerRows.lock(tx, actor.clubId, trainerId);
    if (!trainer) throw new HttpError(404, M.trainerNotFound);
    const row = await repo.insertException(tx, {
      trainerId,
      date: input.date,
      startTime: whole ? null : input.startTime,
      endTime: whole ? null : input.endTime,
      reason: input.reason.trim(),
    });
    const out = { id: row.id, date: row.date, startTime: row.startTime, endTime: row.endTime, reason: row.reason };
    await repo.audit(tx, {
      clubId: actor.clubId,
      userId: actor.userId,
      before: {},
      after: { action: 'absence added', trainer: trainer.name, ...out },
      at: now,
    });
    return out;
  });
}

export async function removeException(
  db: Database,
  actor: ConsoleActor,
  exceptionId: number,
  now = clockNow(),
): Promise<'success'> {
  return db.transaction(async (tx) => {
    const row = await repo.deleteException(tx, actor.clubId, exceptionId);
    if (!row) throw new HttpError(404, M.exceptionNotFound);
    await repo.audit(tx, {
      clubId: actor.clubId,
      userId: actor.userId,
      before: { date: row.date, startTime: row.startTime, endTime: row.endTime, reason: row.reason },
      after: { action: 'absence removed' },
      at: now,
    });
    return 'success' as const;
  });
}

export async function listSessionTypes(db: Database, clubId: number): Promise<SessionType[]> {
  return (await repo.sessionTypesOfClub(db, clubId)).map((t) => ({
    id: t.id,
    name: t.name,
    durationsMin: t.durationsMin,
    priceCents: t.priceCents,
    requiresSubscription: t.requiresSubscription,
  }));
}

export async function saveSessionType(
  db: Database,
  actor: ConsoleActor,
  typeId: number | null,
  input: SessionTypeInput,
  now = clockNow(),
): Promise<SessionType> {
  if (!input.name.trim()) throw new FieldError('name', M.required);
  const durations = [...new Set(input.durationsMin)].sort((a, b) => a - b);
  if (!durations.length || durations.some((d) => !Number.isInteger(d) || d < 15 || d > 240 || d % 15 !== 0))
    throw new FieldError('durationsMin', M.durations);
  if (!Number.isInteger(input.priceCents) || input.priceCents < 0) throw new FieldError('priceCents', M.price);
  return db.transaction(async (tx) => {
    const before =
      typeId === null ? undefined : (await listSessionTypes(tx, actor.clubId)).find((t) => t.id === typeId);
    if (typeId !== null && !(await repo.sessionTypeRows.lock(tx, actor.clubId, typeId)))
      throw new HttpError(404, M.sessionTypeNotFound);
    const id = await repo.saveSessionType(
      tx,
      actor.clubId,
      typeId,
      { name: input.name.trim(), priceCents: input.priceCents, requiresSubscription: input.requiresSubscription },
      durations,
    );
    const after = (await listSessionTypes(tx, actor.clubId)).find((t) => t.id === id)!;
    await repo.audit(tx, {
      clubId: actor.clubId,
      userId: actor.userId,
      before: before ?? {},
      after: { action: before ? 'session type changed' : 'session type added', ...after },
      at: now,
    });
    return after;
  });
}
