// The household module: its routes plugins and what other modules may call (payerFor: who pays
// for a member and where their receipt goes; dependantOf: a payer's dependant or 403; a swim
// guardian's students are the guardian's household: householdStudents, householdStudent,
// assertHouseholdStudent).
export { createDependant } from './console';
export { householdConsoleRoutes, householdRoutes } from './routes';
export { type Payer, payerFor } from '../../lib/household-payer';
export { dependantOf, householdDependants, payerHasBankAccount } from './service';
export { assertHouseholdStudent, householdStudent, householdStudents, STUDENT_NOT_FOUND, studentPayerId } from './students';
