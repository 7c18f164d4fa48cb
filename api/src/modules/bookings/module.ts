// The bookings feature: classes, PT, creche, my bookings and calendar, registered as one module.
import type { FastifyInstance } from 'fastify';
import { withAccess } from '../../plugins/access-policy';
import { calendarRoutes } from '../calendar/routes';
import { classRoutes } from '../classes/routes';
import { crecheRoutes } from '../creche/routes';
import { ptRoutes } from '../pt/routes';
import { bookingRoutes } from './routes';

export async function bookingsModule(app: FastifyInstance): Promise<void> {
  await app.register(withAccess({ feature: 'bookClass' }, classRoutes));
  await app.register(withAccess({ feature: 'bookPT' }, ptRoutes));
  await app.register(withAccess({ feature: 'creche' }, crecheRoutes));
  await app.register(bookingRoutes);
  await app.register(calendarRoutes);
}
