import { zodResolver } from '@hookform/resolvers/zod';
import { conditionFormInput } from '@app/validators';
import { numericResolver } from '~/lib/numeric-resolver';

/** The condition dialog's resolver (the shared schema), loaded when the form first validates. */
export const conditionForm = numericResolver(zodResolver(conditionFormInput));
