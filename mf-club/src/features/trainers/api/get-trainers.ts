import { apiDelete, apiPost, apiPut } from '@portal/shared';
import type {
  ConsoleTrainer,
  SessionType,
  SessionTypeInput,
  TrainerException,
  TrainerExceptionInput,
  TrainerInput,
  WeeklyHours,
} from '@portal/shared/contracts';
import { useConsoleChange } from '../../../common/use-console-change';
import { useConsoleRead } from '../../../common/use-console-read';
/** The root of every trainers read: a change invalidates it. */
const trainersRoot = ['club', 'trainers'] as const;

const trainersKey = [...trainersRoot, 'list'] as const;
const typesKey = [...trainersRoot, 'session-types'] as const;

/** GET /trainers */
export const useTrainers = () => useConsoleRead<ConsoleTrainer[]>(trainersKey, 'trainers');
/** GET /trainers/session-types */
export const useSessionTypes = () => useConsoleRead<SessionType[]>(typesKey, 'trainers/session-types');

/** Members' PT search changes with the trainers. */
const useTrainerChange = <A, R>(fn: (args: A) => Promise<R>) => useConsoleChange(fn, trainersRoot, 'bookings');

/** POST /trainers or PUT /trainers/{id} */
export const useSaveTrainerMutation = () =>
  useTrainerChange((a: { id?: number; input: TrainerInput }) =>
    a.id ? apiPut<ConsoleTrainer>(`trainers/${a.id}`, a.input) : apiPost<ConsoleTrainer>('trainers', a.input),
  );
/** PUT /trainers/{id}/hours */
export const useSaveHoursMutation = () =>
  useTrainerChange((a: { id: number; hours: WeeklyHours['hours'] }) =>
    apiPut<ConsoleTrainer>(`trainers/${a.id}/hours`, { hours: a.hours }),
  );
/** POST /trainers/{id}/exceptions */
export const useAddAbsenceMutation = () =>
  useTrainerChange((a: { id: number; input: TrainerExceptionInput }) =>
    apiPost<TrainerException>(`trainers/${a.id}/exceptions`, a.input),
  );
/** DELETE /trainers/exceptions/{id} */
export const useRemoveAbsenceMutation = () =>
  useTrainerChange((id: number) => apiDelete<'success'>(`trainers/exceptions/${id}`));
/** POST /trainers/session-types or PUT /trainers/session-types/{id} */
export const useSaveSessionTypeMutation = () =>
  useTrainerChange((a: { id?: number; input: SessionTypeInput }) =>
    a.id
      ? apiPut<SessionType>(`trainers/session-types/${a.id}`, a.input)
      : apiPost<SessionType>('trainers/session-types', a.input),
  );
