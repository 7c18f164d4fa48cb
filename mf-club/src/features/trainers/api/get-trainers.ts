import { apiDelete, apiGet, apiPost, apiPut } from '@portal/shared';
import type {
  ConsoleTrainer,
  SessionType,
  SessionTypeInput,
  TrainerException,
  TrainerExceptionInput,
  TrainerInput,
  WeeklyHours,
} from '@portal/shared/contracts';
import { useQuery } from '@tanstack/react-query';
import { useConsoleChange } from '../../../common/use-console-change';
/** The root of every trainers read: a change invalidates it. */
const trainersRoot = ['club', 'trainers'] as const;

const trainersKey = [...trainersRoot, 'list'] as const;
const typesKey = [...trainersRoot, 'session-types'] as const;

/** GET /trainers */
const getTrainers = () => apiGet<ConsoleTrainer[]>('trainers');
export const useTrainers = () => useQuery({ queryKey: trainersKey, queryFn: getTrainers });
/** GET /trainers/session-types */
const getSessionTypes = () => apiGet<SessionType[]>('trainers/session-types');
export const useSessionTypes = () => useQuery({ queryKey: typesKey, queryFn: getSessionTypes });

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
