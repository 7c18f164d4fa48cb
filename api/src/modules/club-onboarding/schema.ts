import * as C from '@portal/shared/contracts';
import { routeSchemas } from '../../lib/route-schema';

const route = routeSchemas('club-console');

export const checklistSchema = route('ADMIN: what the club still has to set up before members can join, book and buy', {}, C.OnboardingChecklistSchema);
