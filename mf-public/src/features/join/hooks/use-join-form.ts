// The join form: one @mantine/form over every step, validated one step at a time.
import { useForm, type UseFormReturnType } from '@mantine/form';
import { initialJoinValues, joinStepErrors, type JoinRuleContext, type JoinValues } from '../lib/join-rules';

export type JoinForm = UseFormReturnType<JoinValues>;

/**
 * `context(values)` says which step is on screen and what the club's options ask; useForm keeps
 * the rules of the latest render, so validating checks the step the member is looking at.
 */
export function useJoinForm(context: (values: JoinValues) => JoinRuleContext & { step: number }): JoinForm {
  return useForm<JoinValues>({
    initialValues: initialJoinValues(),
    validate: (values) => {
      const { step, ...ctx } = context(values);
      return joinStepErrors(step, values, ctx);
    },
  });
}
