// The onboarding checklist of the club console's home (/club): what a new club still has to set
// up before members can join, book and buy, each line a link to where it is done.
import { Type, type Static } from 'typebox';

export const OnboardingItemSchema = Type.Object({
  key: Type.String(),
  label: Type.String(),
  /** Why it matters, shown under the line. */
  hint: Type.String(),
  done: Type.Boolean(),
  /** The console page where it is done. */
  path: Type.String(),
});
export type OnboardingItem = Static<typeof OnboardingItemSchema>;
export const OnboardingChecklistSchema = Type.Object({ items: Type.Array(OnboardingItemSchema), ready: Type.Boolean() });
export type OnboardingChecklist = Static<typeof OnboardingChecklistSchema>;
