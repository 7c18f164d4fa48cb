// The bookings feature: classes, PT, creche, my bookings and calendar, registered as one module.
import type { FastifyInstance } from 'fastify';
import { calendarRoutes } from '../calendar/routes';
import { classRoutes } from '../classes/routes';
import { crecheRoutes } from '../creche/routes';
import { ptRoutes } from '../pt/routes';
import { bookingRoutes } from './routes';

export async function bookingsModule(app: FastifyInstance): Promise<void> {
  await app.register(classRoutes);
  await app.register(ptRoutes);
  await app.register(crecheRoutes);
  await app.register(bookingRoutes);
  await app.register(calendarRoutes);
}
