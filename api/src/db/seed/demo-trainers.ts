// The demo club's personal trainers, made as a club makes them: trainers, weekly hours and PT
// session types through the trainers service (modules/trainers).
import { saveSessionType, saveTrainer, setWeeklyHours } from '../../modules/trainers';
import type { Database } from '../client';
import { badgePngBase64, type Rgb } from './png';
import type { Tx } from './types';

const rgb = (hex: string): Rgb => [
  parseInt(hex.slice(1, 3), 16),
  parseInt(hex.slice(3, 5), 16),
  parseInt(hex.slice(5, 7), 16),
];

const TRAINERS = [
  {
    name: 'Sam Strong',
    requireSubscription: false,
    colour: '#1c7ed6',
    bio: 'Strength and conditioning coach.',
    weekdays: [1, 2, 3, 4, 5],
    from: '06:00',
    to: '12:00',
  },
  {
    name: 'Jordan Lee',
    requireSubscription: true,
    colour: '#2b8a3e',
    bio: 'Rehab and mobility specialist.',
    weekdays: [1, 2, 3, 4, 5, 6],
    from: '12:00',
    to: '20:00',
  },
  {
    name: 'Priya Patel',
    requireSubscription: false,
    colour: '#c2255c',
    bio: 'Weight loss and nutrition.',
    weekdays: [2, 4, 6],
    from: '07:00',
    to: '15:00',
  },
];

/** The trainers (Sam Strong, Jordan Lee, Priya Patel) and the session types' ids, in that order. */
export async function seedDemoTrainers(
  tx: Tx,
  clubId: number,
  now: Date,
): Promise<{ trainerIds: number[]; sessionTypeIds: number[] }> {
  const db = tx as unknown as Database;
  const actor = { clubId, userId: null };
  const trainerIds: number[] = [];
  for (const t of TRAINERS) {
    const photo = `data:image/png;base64,${badgePngBase64(96, rgb(t.colour), [255, 255, 255])}`;
    const made = await saveTrainer(
      db,
      actor,
      null,
      { name: t.name, bio: t.bio, requireSubscription: t.requireSubscription, active: true, photo },
      now,
    );
    await setWeeklyHours(
      db,
      actor,
      made.id,
      { hours: t.weekdays.map((weekday) => ({ weekday, startTime: t.from, endTime: t.to })) },
      now,
    );
    trainerIds.push(made.id);
  }
  const sessionTypeIds: number[] = [];
  for (const name of ['Personal Training', 'Fitness Assessment']) {
    sessionTypeIds.push(
      (
        await saveSessionType(
          db,
          actor,
          null,
          {
            name,
            durationsMin: [30, 45, 60],
            priceCents: name === 'Personal Training' ? 8000 : 5000,
            requiresSubscription: false,
          },
          now,
        )
      ).id,
    );
  }
  return { trainerIds, sessionTypeIds };
}
