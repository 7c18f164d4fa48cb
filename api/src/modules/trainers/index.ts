// The club's personal trainers: what the app and the demo seed use.
export { trainerRoutes } from './routes';
export { addException, listTrainers, saveSessionType, saveTrainer, setWeeklyHours } from './service';
